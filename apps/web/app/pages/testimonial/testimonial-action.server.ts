import type { ActionFunctionArgs } from 'react-router';
import type { FormAnswer } from '../../components/upload/page-form';
import {
  formTexts,
  outcomeStatus,
  pictureUpload,
  readForm,
  refused,
  sentPicture,
  trapFields,
} from '../../components/upload/page-form.server';
import { translator } from '../../i18n/messages';
import { testimonialFormMessages } from './testimonial-form-messages';
import { languageFromRequest } from '../../lib/language';
import {
  TESTIMONIAL_TEXT_FIELDS,
  type TestimonialField,
  type TestimonialValues,
  testimonialPayload,
  validateTestimonial,
} from './testimonial-values';

/**
 * The /testimonial page's action: the story and its photo (the file itself, or the id of
 * the one a fetcher uploaded first), stored as POST /api/files and /api/testimonials
 * store them, answered with the spec's message in the visitor's language.
 */
export async function testimonialAction({ request, context }: ActionFunctionArgs) {
  const language = languageFromRequest(request);
  const t = translator(testimonialFormMessages, language);
  const form = await readForm(request);
  const values = formTexts(form, TESTIMONIAL_TEXT_FIELDS);
  const picture = sentPicture(form, 'photo');
  const fileSent = Boolean(picture && 'file' in picture);
  const { photo: photoProblem, ...problems } = validateTestimonial(
    values,
    picture && 'file' in picture ? picture.file : null,
  );
  const found: Partial<Record<TestimonialField, string>> = {
    ...problems,
    ...(photoProblem && !(picture && 'id' in picture) && { photo: photoProblem }),
  };
  const { photo: _none, ...story } = testimonialPayload(values, '', language);
  // A reload of the answer comes without the photo (browsers send a file once): the same
  // story, stored with its photo moments ago, is answered as sent, not "select a photo".
  const onlyPhotoMissing = Object.keys(found).length === 1 && found.photo && !picture;
  if (onlyPhotoMissing && (await context.submissions.storedWithPicture('testimonial', story))) {
    return {
      status: { kind: 'success', text: t('success') },
    } satisfies FormAnswer<TestimonialValues>;
  }
  if (Object.keys(found).length) {
    const text = found.photo ? t(found.photo as 'noPhoto') : t('failure');
    return refused<TestimonialValues, TestimonialField>(
      422,
      { text, values, problems: found },
      language,
      fileSent,
    );
  }
  const { upload, record } = await pictureUpload(picture, 'photo');
  const outcome = await context.submissions.fromPage(
    'testimonial',
    { ...story, ...record, ...trapFields(form) },
    upload,
    language,
  );
  const { status, code } = outcomeStatus(
    outcome,
    { success: t('success'), failure: t('failure'), uploadFailed: t('uploadFailed') },
    language,
  );
  if (status.kind === 'error')
    return refused(code, { text: status.text, detail: status.detail, values }, language, fileSent);
  return { status } satisfies FormAnswer<TestimonialValues>;
}

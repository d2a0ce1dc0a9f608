import { publicFormAction } from '../../components/upload/public-form-action.server';
import { translator } from '../../i18n/messages';
import { testimonialFormMessages } from './testimonial-form-messages';
import { testimonialContractProblems } from './testimonial-contract';
import {
  TESTIMONIAL_TEXT_FIELDS,
  type TestimonialField,
  type TestimonialValues,
  testimonialPayload,
  validateTestimonial,
} from './testimonial-values';

/** The story as it is stored, without its photo. */
function story(values: TestimonialValues, language: Parameters<typeof testimonialPayload>[2]) {
  const { photo: _none, ...rest } = testimonialPayload(values, '', language);
  return rest;
}

/**
 * The /testimonial page's action: the story and its photo (the file itself, or the id of
 * the one a fetcher uploaded first), stored as POST /api/files and /api/testimonials
 * store them, answered with the spec's message in the visitor's language.
 */
export const testimonialAction = publicFormAction<TestimonialValues, TestimonialField>({
  kind: 'testimonial',
  texts: TESTIMONIAL_TEXT_FIELDS,
  picture: { field: 'photo', stored: 'photo' },
  // The form's own checks first (their words), then the contract's, as the browser does.
  check: (values, file, language) => ({
    ...testimonialContractProblems(values, language),
    ...validateTestimonial(values, file),
  }),
  refusalText: (problems, language) => {
    const t = translator(testimonialFormMessages, language);
    return problems.photo ? t(problems.photo as 'noPhoto') : t('failure');
  },
  // A reload of the answer comes without the photo (browsers send a file once): the same
  // story, stored with its photo moments ago, is answered as sent, not "select a photo".
  repeated: async (values, problems, { context, language, pictureSent }) => {
    const onlyPhotoMissing = Object.keys(problems).length === 1 && problems.photo && !pictureSent;
    if (!onlyPhotoMissing) return null;
    if (!(await context.submissions.storedWithPicture('testimonial', story(values, language))))
      return null;
    const t = translator(testimonialFormMessages, language);
    return { status: { kind: 'success', text: t('success') } };
  },
  record: (values, { language }) => story(values, language),
  answerTexts: (_outcome, language) => {
    const t = translator(testimonialFormMessages, language);
    return { success: t('success'), failure: t('failure'), uploadFailed: t('uploadFailed') };
  },
});

import { TextAreaField, TextField } from '../../components/form-field';
import { ImageFileField } from '../../components/upload/image-file-field';
import { UploadProgress } from '../../components/upload/upload-progress';
import { useFormFields } from '../../components/upload/use-form-fields';
import { laterCheck } from '../../components/upload/later-check';
import { usePageForm } from '../../components/upload/use-page-form';
import { FormFoot } from '../../components/upload/form-foot';
import { useT } from '../../i18n/messages';
import { useLanguage } from '../../lib/language';
import { testimonialFormMessages } from './testimonial-form-messages';
import {
  type TestimonialField,
  type TestimonialValues,
  emptyTestimonial,
  isTestimonialProblem,
  validateTestimonial,
} from './testimonial-values';

/**
 * The contract's check of a story, as the page's action makes it (testimonial-contract.ts),
 * with zod: loaded when the visitor first moves into the form, not with the page.
 */
const contract = laterCheck(() => import('./testimonial-contract'));

/**
 * "Testimonial Form": every field and a photo required. Posted to the page's route
 * action (testimonial-action.server.ts): without scripts as one multipart POST, with
 * them the photo first, with progress, then the story. It waits for approval in the
 * back office, and the form is cleared for the next visitor.
 */
export function TestimonialForm() {
  const t = useT(testimonialFormMessages);
  const language = useLanguage();
  const page = usePageForm<TestimonialValues, TestimonialField>(
    'testimonial',
    () => fields.reset(),
    { preload: contract.preload },
  );
  const fields = useFormFields({
    page,
    empty: emptyTestimonial,
    say: (found) => (isTestimonialProblem(found) ? t(found) : found),
    form: page.form,
    file: 'photo',
  });
  const { values, chosen: photo, text, refuse } = fields;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = event.currentTarget;
    const found = fields.checked(validateTestimonial(values, photo));
    if (Object.keys(found).length) return refuse(found);
    // What the API would refuse is refused here, before the photo is uploaded; its code out
    // of reach (the connection lost meanwhile), the action checks it alone.
    const refusedByContract = await contract.problems((code) =>
      code.testimonialContractProblems(values, language),
    );
    if (Object.keys(refusedByContract).length) return refuse(refusedByContract);
    page.setProblems({});
    await page.send(sent, {
      field: 'photo',
      file: photo,
      uploadFailed: t('uploadFailed'),
    });
  }

  return (
    <form className="testimonial-form" onSubmit={submit} {...page.formProps}>
      <div className="form-grid">
        <TextField label={t('name')} autoComplete="name" {...text('name')} />
        <TextField
          label={t('organization')}
          autoComplete="organization"
          {...text('organization')}
        />
        <TextField label={t('role')} autoComplete="organization-title" {...text('role')} />
        <TextField label={t('programs')} {...text('programs')} />
        <TextAreaField
          label={t('differences')}
          hint={t('differencesHint')}
          className="span-2"
          {...text('differences')}
        />
        <TextAreaField
          label={t('takeAway')}
          hint={t('takeAwayHint')}
          rows={3}
          className="span-2"
          {...text('take_away')}
        />
        <ImageFileField label={t('photo')} hint={t('photoHint')} {...fields.fileProps()} />
      </div>
      <UploadProgress percent={page.percent} text={(percent) => t('uploading', { percent })} />
      <FormFoot form="testimonial" page={page} label={t('send')} busyLabel={t('sending')} />
    </form>
  );
}

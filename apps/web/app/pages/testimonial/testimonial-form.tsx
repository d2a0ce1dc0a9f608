import { TextAreaField, TextField } from '../../components/form-field';
import { ImageFileField } from '../../components/upload/image-file-field';
import { UploadProgress } from '../../components/upload/upload-progress';
import { useFormFields } from '../../components/upload/use-form-fields';
import { usePageForm } from '../../components/upload/use-page-form';
import { FormFoot } from '../../components/upload/form-foot';
import { useT } from '../../i18n/messages';
import { testimonialFormMessages } from './testimonial-form-messages';
import {
  type TestimonialField,
  type TestimonialProblem,
  type TestimonialValues,
  emptyTestimonial,
  validateTestimonial,
} from './testimonial-values';

/**
 * "Testimonial Form": every field and a photo required. Posted to the page's route
 * action (testimonial-action.server.ts): without scripts as one multipart POST, with
 * them the photo first, with progress, then the story. It waits for approval in the
 * back office, and the form is cleared for the next visitor.
 */
export function TestimonialForm() {
  const t = useT(testimonialFormMessages);
  const page = usePageForm<TestimonialValues, TestimonialField>('testimonial', () =>
    fields.reset(),
  );
  const fields = useFormFields({
    page,
    empty: emptyTestimonial,
    say: (found) => t(found as TestimonialProblem),
    form: page.form,
    file: 'photo',
  });
  const { values, chosen: photo, text, refuse } = fields;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = fields.checked(validateTestimonial(values, photo));
    if (Object.keys(found).length) return refuse(found);
    page.setProblems({});
    await page.send(event.currentTarget, {
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

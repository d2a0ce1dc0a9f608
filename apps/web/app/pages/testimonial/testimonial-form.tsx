import { useRef, useState } from 'react';
import { TextAreaField, TextField } from '../../components/form-field';
import { StatusMessage } from '../../components/status-message';
import { ImageFileField } from '../../components/upload/image-file-field';
import { UploadProgress } from '../../components/upload/upload-progress';
import { usePageForm } from '../../components/upload/use-page-form';
import { FormTrap } from '../../components/upload/form-trap';
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
  const form = useRef<HTMLFormElement>(null);
  const page = usePageForm<TestimonialValues, TestimonialField>('testimonial', () => {
    setValues(emptyTestimonial());
    setPhoto(null);
    // The file input is not controlled by React; resetting the form empties it.
    form.current?.reset();
  });
  const { problems, setProblems } = page;
  const [values, setValues] = useState<TestimonialValues>(
    () => page.servedValues ?? emptyTestimonial(),
  );
  const [photo, setPhoto] = useState<File | null>(null);
  const problem = (field: TestimonialField) =>
    problems[field] && t(problems[field] as TestimonialProblem);

  const clear = (field: TestimonialField) => {
    if (problems[field]) setProblems(({ [field]: _fixed, ...rest }) => rest as typeof problems);
  };
  const text = (field: keyof TestimonialValues) => ({
    name: field,
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      clear(field);
    },
    error: problem(field),
    required: true,
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = validateTestimonial(values, photo);
    setProblems(found);
    if (Object.keys(found).length || !photo) {
      page.setStatus(found.photo ? { kind: 'error', text: t(found.photo) } : null);
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    await page.send(event.currentTarget as HTMLFormElement, {
      field: 'photo',
      file: photo,
      uploadFailed: t('uploadFailed'),
    });
  }

  return (
    <form ref={form} className="testimonial-form" onSubmit={submit} {...page.formProps}>
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
        <ImageFileField
          label={t('photo')}
          hint={t('photoHint')}
          name="photo"
          file={photo}
          onFile={(file) => {
            setPhoto(file);
            clear('photo');
          }}
          error={problem('photo')}
        />
      </div>
      <UploadProgress percent={page.percent} text={(percent) => t('uploading', { percent })} />
      <FormTrap form="testimonial" />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={page.sending}>
          {page.sending ? t('sending') : t('send')}
        </button>
      </div>
      <StatusMessage status={page.status} id={page.answerId} />
    </form>
  );
}

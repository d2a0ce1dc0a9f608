import { useRef, useState } from 'react';
import { TextAreaField, TextField } from '../../components/form-field';
import { StatusMessage } from '../../components/status-message';
import { ImageFileField } from '../../components/upload/image-file-field';
import { UploadProgress } from '../../components/upload/upload-progress';
import { useUploadThenPost } from '../../components/upload/use-upload-then-post';
import { useT } from '../../i18n/messages';
import { testimonialFormMessages } from '../../i18n/testimonial-form';
import { localDigits } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import {
  type TestimonialField,
  type TestimonialProblem,
  type TestimonialValues,
  emptyTestimonial,
  testimonialPayload,
  validateTestimonial,
} from './testimonial-values';

/**
 * "Testimonial Form": every field and a photo required; the photo is uploaded first,
 * with progress, then the story is posted. It waits for approval in the back office, and
 * the form is cleared for the next visitor.
 */
export function TestimonialForm() {
  const t = useT(testimonialFormMessages);
  const language = useLanguage();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TestimonialValues>(emptyTestimonial);
  const [photo, setPhoto] = useState<File | null>(null);
  const [problems, setProblems] = useState<Partial<Record<TestimonialField, TestimonialProblem>>>(
    {},
  );
  const { status, setStatus, percent, sending, send } = useUploadThenPost();

  const clear = (field: TestimonialField) => {
    if (problems[field]) setProblems(({ [field]: _fixed, ...rest }) => rest);
  };
  const text = (field: keyof TestimonialValues) => ({
    name: field,
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      clear(field);
    },
    error: problems[field] && t(problems[field]),
    required: true,
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = validateTestimonial(values, photo);
    setProblems(found);
    if (Object.keys(found).length || !photo) {
      setStatus(found.photo ? { kind: 'error', text: t(found.photo) } : null);
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    await send({
      file: photo,
      url: '/api/testimonials',
      record: (photoId) => testimonialPayload(values, photoId, language),
      messages: {
        uploadFailed: t('uploadFailed'),
        postFailed: t('failure'),
        success: t('success'),
      },
      onSent: () => {
        setValues(emptyTestimonial());
        setPhoto(null);
        // The file input is not controlled by React; resetting the form empties it.
        form.current?.reset();
      },
    });
  }

  return (
    <form ref={form} className="testimonial-form" onSubmit={submit} noValidate>
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
          error={problems.photo && t(problems.photo)}
        />
      </div>
      <UploadProgress
        percent={percent}
        text={t('uploading', { percent: localDigits(percent ?? 0, language) })}
      />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? t('sending') : t('send')}
        </button>
      </div>
      <StatusMessage status={status} />
    </form>
  );
}

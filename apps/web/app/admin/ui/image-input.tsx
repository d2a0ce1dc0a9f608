import { FILE_ALT_MAX } from '@coach/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { fileUrl } from '../../lib/images.ts';
import { LibraryPicker } from '../files/library-picker.tsx';
import { L } from '../files/texts.ts';
import { type AltTexts, describeUpload } from '../files/upload-descriptions.ts';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { TextField } from './text-field.tsx';
import { FieldLabel } from './field-label.tsx';
import { FieldError } from './field-error.tsx';
import { useObjectUrl } from './use-object-url.ts';

interface Props {
  id: string;
  label: string;
  /** The stored image's id, if any. */
  current?: string;
  chosen?: File;
  onChoose: (file: File | undefined) => void;
  /** A picture taken from the media library instead of a new upload: its id. */
  onPick?: (id: string) => void;
  hint?: Text;
  required?: boolean;
  error?: string;
  /** Upload progress (0 to 1) while saving. */
  progress?: number;
}

/**
 * An image field: the current image, a file chooser with a preview of the chosen file,
 * the recommended size, and the upload progress while saving. Leaving it empty on edit
 * keeps the stored image. With `onPick`, a picture already uploaded can be chosen from
 * the media library instead; a new file is given its alt text in both languages here.
 */
export function ImageInput({
  id,
  label,
  current,
  chosen,
  onChoose,
  onPick,
  hint,
  required,
  error,
  progress,
}: Props) {
  const t = useT();
  const preview = useObjectUrl(chosen);
  const [picking, setPicking] = useState(false);

  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const shown = preview ?? (current ? fileUrl(current, 320) : undefined);
  return (
    <div className={`a-field a-image-field${error ? ' a-field-invalid' : ''}`}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <div className="a-image-field-body">
        <div className="a-image-preview">
          {shown ? (
            <img src={shown} alt={t(preview ? UI.newImage : UI.currentImage)} />
          ) : (
            <span className="a-muted">{t(UI.noImage)}</span>
          )}
        </div>
        <div className="a-image-controls">
          {/* The native chooser's button speaks the browser's language; ours speaks the admin's. */}
          <div className="a-file-row">
            <input
              id={id}
              className="a-file-input"
              type="file"
              accept="image/*"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              onChange={(e) => onChoose(e.target.files?.[0] ?? undefined)}
            />
            <label htmlFor={id} className="a-button a-button-small">
              {t(current || chosen ? UI.replaceImage : UI.chooseImage)}
            </label>
            {onPick && (
              <button
                type="button"
                className="a-button a-button-small"
                onClick={() => setPicking(true)}
              >
                {t(L.fromLibrary)}
              </button>
            )}
            {chosen && <span className="a-file-name">{chosen.name}</span>}
          </div>
          {hint && (
            <p className="a-hint" id={`${id}-hint`}>
              {t(hint)}
              {current && !chosen ? ` · ${t(UI.keepImage)}` : ''}
            </p>
          )}
          {current && !chosen && (
            <Link
              className="a-image-details"
              to={`/admin/files?file=${encodeURIComponent(current)}`}
            >
              {t(L.editDetails)}
            </Link>
          )}
          {progress !== undefined && (
            <div className="a-progress">
              <progress max={1} value={progress} aria-label={`${t(UI.uploading)} ${label}`} />
              <span>{Math.round(progress * 100)}%</span>
            </div>
          )}
          <FieldError id={id} error={error} />
          {chosen && <UploadAltFields key={id} id={id} file={chosen} />}
        </div>
      </div>
      {picking && onPick && (
        <LibraryPicker
          onClose={() => setPicking(false)}
          onPick={(file) => {
            setPicking(false);
            onPick(file.id);
          }}
        />
      )}
    </div>
  );
}

const NO_TEXTS: AltTexts = { alt: '', alt_mm: '' };

/** The two alt texts of a file about to be uploaded, each in its own language. */
function UploadAltFields({ id, file }: { id: string; file: File }) {
  const t = useT();
  // The texts belong to the file they were typed for: a newly chosen file starts blank in
  // the same render (a reset in an effect ran after the fields were on screen, and wiped
  // what was typed first), and its texts travel with it to the upload.
  const [described, setDescribed] = useState<{ file: File; texts: AltTexts }>({
    file,
    texts: NO_TEXTS,
  });
  const texts = described.file === file ? described.texts : NO_TEXTS;
  const change = (next: AltTexts) => {
    setDescribed({ file, texts: next });
    describeUpload(file, next);
  };
  return (
    <fieldset className="a-upload-alt">
      <legend>{t(L.describeUpload)}</legend>
      <TextField
        id={`${id}-alt`}
        label={t(L.altEn)}
        lang="en"
        maxLength={FILE_ALT_MAX}
        value={texts.alt ?? ''}
        onChange={(e) => change({ ...texts, alt: e.target.value })}
      />
      <TextField
        id={`${id}-alt-mm`}
        label={t(L.altMm)}
        lang="my"
        maxLength={FILE_ALT_MAX}
        value={texts.alt_mm ?? ''}
        onChange={(e) => change({ ...texts, alt_mm: e.target.value })}
      />
    </fieldset>
  );
}

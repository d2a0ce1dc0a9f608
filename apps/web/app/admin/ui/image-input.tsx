import { useEffect, useState } from 'react';
import { fileUrl } from '../../lib/images.ts';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';

interface Props {
  id: string;
  label: string;
  /** The stored image's id, if any. */
  current?: string;
  chosen?: File;
  onChoose: (file: File | undefined) => void;
  hint?: Text;
  required?: boolean;
  error?: string;
  /** Upload progress (0 to 1) while saving. */
  progress?: number;
}

/**
 * An image field: the current image, a file chooser with a preview of the chosen file,
 * the recommended size, and the upload progress while saving. Leaving it empty on edit
 * keeps the stored image.
 */
export function ImageInput({
  id,
  label,
  current,
  chosen,
  onChoose,
  hint,
  required,
  error,
  progress,
}: Props) {
  const t = useT();
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    if (!chosen) return setPreview(undefined);
    const url = URL.createObjectURL(chosen);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [chosen]);

  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const shown = preview ?? (current ? fileUrl(current, 320) : undefined);
  return (
    <div className={`a-field a-image-field${error ? ' a-field-invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="a-required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
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
            {chosen && <span className="a-file-name">{chosen.name}</span>}
          </div>
          {hint && (
            <p className="a-hint" id={`${id}-hint`}>
              {t(hint)}
              {current && !chosen ? ` · ${t(UI.keepImage)}` : ''}
            </p>
          )}
          {progress !== undefined && (
            <div className="a-progress">
              <progress max={1} value={progress} aria-label={`${t(UI.uploading)} ${label}`} />
              <span>{Math.round(progress * 100)}%</span>
            </div>
          )}
          {error && (
            <p className="a-field-error" id={`${id}-error`}>
              {t(error)}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

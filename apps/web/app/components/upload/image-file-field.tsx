import { useT } from '../../i18n/messages';
import { connectionMessages } from '../../i18n/connection';
import { TextField } from '../form-field';
import { FilePreview } from './file-preview';

interface Props {
  label: string;
  hint: string;
  name: string;
  file: File | null;
  /** Called with the chosen picture (or null when the choice is cleared). */
  onFile: (file: File | null) => void;
  error?: string;
  /** The name of a picture uploaded before a reload, which is sent unless another is chosen. */
  uploaded?: string;
}

/** A required picture chooser with a preview of the chosen file (receipt, photo). */
export function ImageFileField({ label, hint, name, file, onFile, error, uploaded }: Props) {
  const t = useT(connectionMessages);
  return (
    <div className="span-2">
      <TextField
        label={label}
        hint={hint}
        name={name}
        type="file"
        accept="image/*"
        required={!uploaded}
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        error={error}
      />
      {uploaded && <p className="file-uploaded">{t('uploadedBefore', { name: uploaded })}</p>}
      <FilePreview file={file} />
    </div>
  );
}

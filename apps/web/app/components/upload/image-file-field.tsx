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
}

/** A required picture chooser with a preview of the chosen file (receipt, photo). */
export function ImageFileField({ label, hint, name, file, onFile, error }: Props) {
  return (
    <div className="span-2">
      <TextField
        label={label}
        hint={hint}
        name={name}
        type="file"
        accept="image/*"
        required
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        error={error}
      />
      <FilePreview file={file} />
    </div>
  );
}

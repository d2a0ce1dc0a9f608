import { ApiError } from '../api/client.ts';
import { uploadFile } from '../api/files.ts';
import type { Text } from '../i18n/text.ts';
import type { FieldErrors } from './form-values.ts';

/**
 * Field errors that get an alert of their own when a form fails its checks (a missing
 * image or photo, a price that is not a number); others get one general line.
 */
const SPEC_ALERTS = ['Please select an image', 'Please select a photo', 'Price must be a number'];

export function validationAlerts(errors: FieldErrors, general: Text): (Text | string)[] {
  const alerts = [...new Set(Object.values(errors).filter((m) => SPEC_ALERTS.includes(m)))];
  return alerts.length ? alerts : [general];
}

/** The API's 422 field errors, by field name, to show beside the fields. */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.errors.map((e) => [e.field, e.message]));
}

/**
 * Uploads the chosen files one by one, reporting progress per field, and answers their
 * ids by field. Stops at the first failure, naming the field that failed.
 */
export async function uploadChosen(
  files: Record<string, File>,
  onProgress: (name: string, fraction: number) => void,
): Promise<{ ids: Record<string, string> } | { failed: string }> {
  const ids: Record<string, string> = {};
  for (const [name, file] of Object.entries(files)) {
    try {
      onProgress(name, 0);
      ids[name] = await uploadFile(file, (fraction) => onProgress(name, fraction));
    } catch {
      return { failed: name };
    }
  }
  return { ids };
}

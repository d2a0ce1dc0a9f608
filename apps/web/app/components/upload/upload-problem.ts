import { ApiError } from '../../lib/api-error';
import type { UploadProblem } from '../../i18n/upload';

/** The reason a visitor can act on, from the upload's error; none for a failure on our side. */
export function uploadProblem(error: unknown): UploadProblem | null {
  if (!(error instanceof ApiError)) return null;
  return uploadProblemOf(error.status);
}

/** The same, from the status the API answered an upload with (a page's form hears only that). */
export function uploadProblemOf(status: number): UploadProblem | null {
  switch (status) {
    case 0:
      return 'noAnswer';
    case 413:
      return 'tooLarge';
    case 415:
      return 'notAnImage';
    case 429:
      return 'tooMany';
    default:
      return null;
  }
}

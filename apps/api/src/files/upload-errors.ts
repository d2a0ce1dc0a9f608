import { apiMessage } from '@coach/contract';
import { HttpError } from '../http/problem.ts';

/**
 * What a failed multipart read means for the client. Every failure of the upload parser
 * is the request's fault (cut off, malformed, too big), so each becomes a 4xx problem
 * that says what was wrong; none is a 500.
 */
export function uploadProblem(error: unknown, maxUploadMb: number): HttpError {
  if (error instanceof HttpError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(
        413,
        'Content Too Large',
        `The file is too large. The limit is ${maxUploadMb} MB.`,
      );
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'Content Too Large', apiMessage('uploadTooManyParts'));
  }
  if (statusCode === 413)
    return new HttpError(413, 'Content Too Large', apiMessage('uploadTooLarge'));
  // Busboy's own errors ("Part terminated early", "Unexpected end of form", "Boundary not
  // found", "Malformed part header") carry no status: all say the body is not a whole form.
  return new HttpError(400, 'Bad Request', apiMessage('uploadIncomplete'));
}

/** Text fields of an upload are never used; anything longer than this is not a real form. */
export const MAX_UPLOAD_FIELD_BYTES = 1024;

/** A text field the parser cut short (busboy truncates rather than failing). */
export function checkFieldsWhole(fields: Record<string, unknown> | undefined) {
  for (const field of Object.values(fields ?? {})) {
    const parts = Array.isArray(field) ? field : [field];
    if (parts.some((p) => (p as { valueTruncated?: boolean } | undefined)?.valueTruncated)) {
      throw new HttpError(
        413,
        'Content Too Large',
        apiMessage('uploadFieldTooLong', { max: MAX_UPLOAD_FIELD_BYTES }),
      );
    }
  }
}

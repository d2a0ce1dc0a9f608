import { ApiError } from '../api/client.ts';
import type { Text } from '../i18n/text.ts';
import { failure } from '../ui/notice.tsx';

/**
 * A failed delete: a category still in use (409) says so first, in the API's own words
 * ("Main Category is in use. Cannot delete."), then the screen's generic failure.
 */
export function deleteFailure(error: unknown, generic: Text) {
  if (error instanceof ApiError && error.status === 409) return failure(error.detail, generic);
  return failure(generic);
}

import { ApiError } from '../../lib/api-error.ts';
import { uploadFile as upload } from '../../lib/upload-file.ts';
import { authHeader, endSessionIfRefused, failure } from './client.ts';

/**
 * The site's upload client, signed with the admin's token like every admin call: admins
 * are not held to the public upload rate limit, and a refused token ends the session.
 */
export async function uploadFile(file: File, onProgress?: (fraction: number) => void) {
  try {
    return await upload(file, { headers: authHeader(), onProgress });
  } catch (error) {
    throw error instanceof ApiError ? endSessionIfRefused(error) : error;
  }
}

/**
 * A private file (an order's receipt) as a blob: the API serves it only with the admin's
 * token, which a plain link or a new tab would not send.
 */
export async function fetchPrivateFile(id: string): Promise<Blob> {
  const response = await fetch(`/api/files/${encodeURIComponent(id)}`, { headers: authHeader() });
  if (!response.ok) throw await failure(response);
  return response.blob();
}

import { ApiError } from '../../lib/api-error.ts';
import { uploadFile as upload } from '../../lib/upload-file.ts';
import { saveFileDetails } from '../files/library-api.ts';
import { uploadDescription } from '../files/upload-descriptions.ts';
import { authHeader, endSessionIfRefused, failure } from './client.ts';

/**
 * The site's upload client, signed with the admin's token like every admin call: admins
 * are not held to the public upload rate limit, and a refused token ends the session.
 * The alt texts typed beside the file (upload-descriptions.ts) go onto its library entry.
 */
export async function uploadFile(file: File, onProgress?: (fraction: number) => void) {
  let id: string;
  try {
    id = await upload(file, { headers: authHeader(), onProgress });
  } catch (error) {
    throw error instanceof ApiError ? endSessionIfRefused(error) : error;
  }
  const description = uploadDescription(file);
  // The picture is stored either way: a description that fails to save can be written
  // again in the library, and must not make the form say the upload failed.
  if (description)
    await saveFileDetails(id, description).catch((error: unknown) =>
      console.warn('The alt text was not saved', error),
    );
  return id;
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

import { ApiError, authHeader, failure } from './client.ts';

/** Image URLs from the files route; `w` asks for a resized copy. */
export const fileUrl = (id: string, width?: number) =>
  `/api/files/${encodeURIComponent(id)}${width ? `?w=${width}` : ''}`;
export const downloadUrl = (id: string) => `/api/files/${encodeURIComponent(id)}?download`;

/**
 * Uploads one image (multipart field `file`) and answers its id. XMLHttpRequest rather
 * than fetch because only it reports upload progress, which large photos need.
 */
export function uploadFile(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/files');
    for (const [key, value] of Object.entries(authHeader())) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = async () => {
      const response = new Response(xhr.responseText, {
        status: xhr.status,
        headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'text/plain' },
      });
      if (xhr.status === 201) {
        onProgress?.(1);
        resolve(((await response.json()) as { id: string }).id);
      } else {
        reject(await failure(response));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error'));
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}

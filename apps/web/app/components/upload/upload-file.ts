/**
 * Sends one image to POST /api/files (multipart field `file`) and resolves with the
 * stored file's id. XMLHttpRequest rather than fetch: only it reports upload progress,
 * which a visitor on a slow connection needs to see for a phone photo of a receipt.
 */
export function uploadFile(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/files');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as { id?: unknown } | null;
      if (request.status >= 200 && request.status < 300 && body && body.id != null) {
        onProgress(100);
        resolve(String(body.id));
      } else {
        reject(new Error(`upload answered ${request.status}`));
      }
    };
    request.onerror = () => reject(new Error('upload failed'));
    request.onabort = () => reject(new Error('upload aborted'));
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}

/** A chosen file that looks like an image by its declared type (the server checks the bytes). */
export const isImageFile = (file: File | null | undefined): file is File =>
  Boolean(file && file.size > 0 && file.type.startsWith('image/'));

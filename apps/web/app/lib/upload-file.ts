import { ApiError, apiError } from './api-error';
import { ConnectionLost, isLostStatus, retryAfterMs, sendAgain } from './send-again';

export interface UploadOptions {
  /** Extra request headers, e.g. the signed-in admin's Authorization. */
  headers?: Record<string, string>;
  /** Progress as a fraction from 0 to 1; 1 once the server has stored the file. */
  onProgress?: (fraction: number) => void;
  /** `receipt`: an order's receipt, private from the moment it is stored. */
  purpose?: 'picture' | 'receipt';
  /**
   * A public form's one-time key (send-again.ts): the upload is sent with it and tried
   * again while the connection loses it; the server answers a retry with the first id.
   */
  key?: string;
  /** Hears each try the connection lost, before the next. */
  onLost?: () => void;
}

/**
 * Sends one image to POST /api/files (multipart field `file`) and resolves with the
 * stored file's id; a large photo is first made smaller in the browser (shrink-photo.ts),
 * with the progress bar already showing (at 0) while that happens. XMLHttpRequest rather than fetch: only it reports upload progress,
 * which a phone photo on a slow connection needs. Rejects with an ApiError carrying the
 * API's status and problem (413 too large, 415 not an image, 429 too many uploads), or
 * status 0 when no answer came, so each form can say why. With a one-time `key`, a send
 * the connection lost is tried again (send-again.ts) and rejects with ConnectionLost once
 * it gives up.
 */
export async function uploadFile(file: File, options: UploadOptions = {}) {
  options.onProgress?.(0);
  const smaller = await smallerToSend(file);
  return options.key
    ? sendAgain(() => send(smaller, options), options.onLost)
    : send(smaller, options);
}

/**
 * The picture to send: shrunk when it is large (shrink-photo.ts, loaded only now, so no
 * page carries it before a picture is sent), else, or if loading it fails, the original.
 */
async function smallerToSend(file: File): Promise<File> {
  if (!file.type.startsWith('image/')) return file;
  try {
    const { shrinkPhoto } = await import('./shrink-photo');
    return await shrinkPhoto(file);
  } catch {
    return file;
  }
}

function send(file: File, { headers = {}, onProgress, purpose = 'picture', key }: UploadOptions) {
  return new Promise<string>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', purpose === 'receipt' ? '/api/files?purpose=receipt' : '/api/files');
    request.responseType = 'json';
    request.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    if (key) request.setRequestHeader('Idempotency-Key', key);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      // responseType 'json' leaves null for a body that is not JSON (a proxy's error page).
      const body = request.response as { id?: unknown } | null;
      if (request.status >= 200 && request.status < 300 && typeof body?.id === 'string') {
        onProgress?.(1);
        resolve(body.id);
      } else if (key && isLostStatus(request.status)) {
        reject(new ConnectionLost(retryAfterMs(request.getResponseHeader('retry-after'))));
      } else {
        reject(apiError(request.status, request.statusText, body));
      }
    };
    request.onerror = () =>
      reject(
        key ? new ConnectionLost() : new ApiError(0, 'The upload got no answer from the server.'),
      );
    request.onabort = () => reject(new ApiError(0, 'The upload was cancelled.'));
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}

/**
 * A chosen, non-empty file. Whether it is an image is judged by its bytes where it is
 * stored, never by its name or declared type: a phone's photo saved without an extension
 * comes declared as nothing, or as application/octet-stream, and is still a photo.
 */
export const isChosenFile = (file: File | null | undefined): file is File =>
  Boolean(file && file.size > 0);

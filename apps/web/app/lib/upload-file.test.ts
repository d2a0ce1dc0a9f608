import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { ConnectionLost } from './send-again';
import { isChosenFile, uploadFile } from './upload-file';

/** Answers one upload the way a browser's XMLHttpRequest would, as `answer` says. */
type Answer =
  { status: number; statusText?: string; body: unknown } | { network: 'error' | 'abort' };

let answer: Answer;
/** Answers to the next sends, in turn, before `answer` (a connection that drops, then holds). */
let answers: Answer[] = [];
let sent: { url: string; headers: Record<string, string>; file: unknown };
const allSent: (typeof sent)[] = [];

class FakeRequest {
  responseType = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  upload: {
    onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void;
  } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  open(_method: string, url: string) {
    sent = { url, headers: {}, file: undefined };
    allSent.push(sent);
  }
  getResponseHeader(name: string) {
    return name === 'retry-after' && this.status === 503 ? '2' : null;
  }
  setRequestHeader(name: string, value: string) {
    sent.headers[name] = value;
  }
  send(body: FormData) {
    sent.file = body.get('file');
    const answer = answers.shift() ?? currentAnswer();
    queueMicrotask(() => {
      if ('network' in answer)
        return answer.network === 'error' ? this.onerror?.() : this.onabort?.();
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
      this.status = answer.status;
      this.statusText = answer.statusText ?? '';
      this.response = answer.body;
      this.onload?.();
    });
  }
}

const currentAnswer = () => answer;

const photo = new File([new Uint8Array(200)], 'me.png', { type: 'image/png' });

describe('uploadFile', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeRequest));
  afterEach(() => vi.unstubAllGlobals());

  it('posts the file with the extra headers and answers its id, reporting progress as a fraction', async () => {
    answer = { status: 201, body: { id: 'abc' } };
    const progress: number[] = [];
    const id = await uploadFile(photo, {
      headers: { authorization: 'Bearer t' },
      onProgress: (f) => progress.push(f),
    });
    expect(id).toBe('abc');
    expect(sent.url).toBe('/api/files');
    expect(sent.headers.authorization).toBe('Bearer t');
    expect(sent.file).toBeInstanceOf(File);
    // 0 at once: the bar shows while a large photo is being shrunk.
    expect(progress).toEqual([0, 0.25, 1]);
  });

  it.each([
    [
      413,
      { detail: 'The file is too large. The limit is 10 MB.' },
      'The file is too large. The limit is 10 MB.',
    ],
    [415, { detail: 'Only images can be uploaded.' }, 'Only images can be uploaded.'],
    // A proxy's error page is not JSON: the status text stands in.
    [502, null, 'Bad Gateway'],
  ])('rejects a %i with the status and the problem detail', async (status, body, detail) => {
    answer = { status, statusText: 'Bad Gateway', body };
    const error = await uploadFile(photo).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, detail });
  });

  it('keeps the field messages of a 422', async () => {
    const errors = [{ field: 'file', message: 'Required' }];
    answer = { status: 422, body: { detail: 'Please choose a file.', errors } };
    await expect(uploadFile(photo)).rejects.toMatchObject({ status: 422, errors });
  });

  it.each(['error', 'abort'] as const)('rejects with status 0 on a network %s', async (network) => {
    answer = { network };
    await expect(uploadFile(photo)).rejects.toMatchObject({ status: 0 });
  });
});

describe('isChosenFile', () => {
  it('accepts any non-empty file: its bytes are judged where it is stored', () => {
    expect(isChosenFile(photo)).toBe(true);
    expect(isChosenFile(new File(['\xff\xd8\xff'], 'IMG_0001', { type: '' }))).toBe(true);
    expect(isChosenFile(new File([], 'empty.png', { type: 'image/png' }))).toBe(false);
    expect(isChosenFile(null)).toBe(false);
  });
});

describe('uploadFile with a one-time key', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    vi.useFakeTimers();
    allSent.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    answers = [];
  });
  const key = '0b6e4f1c-9d2a-4c8e-8f1a-3e5d7c9b2a14';

  it('sends again with the same key while the connection loses it, saying so', async () => {
    answers = [{ network: 'error' }, { status: 503, body: null }, { status: 502, body: null }];
    answer = { status: 201, body: { id: 'abc' } };
    const lost = vi.fn();
    const id = uploadFile(photo, { key, onLost: lost });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await id).toBe('abc');
    expect(allSent.map((s) => s.headers['Idempotency-Key'])).toEqual([key, key, key, key]);
    expect(lost).toHaveBeenCalledTimes(3);
  });

  it('never sends again what the site refused', async () => {
    answer = { status: 415, body: { detail: 'Only images can be uploaded.' } };
    const error = uploadFile(photo, { key }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await error).toMatchObject({ status: 415 });
    expect(allSent).toHaveLength(1);
  });

  it('gives up with ConnectionLost when the connection never comes back', async () => {
    answer = { network: 'error' };
    const error = uploadFile(photo, { key }).catch((e: unknown) => e);
    for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(40_000);
    expect(await error).toBeInstanceOf(ConnectionLost);
    expect(allSent).toHaveLength(6);
  });
});

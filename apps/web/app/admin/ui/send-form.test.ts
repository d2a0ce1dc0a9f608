import { schemas } from '@coach/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { failure } from './notice';
import { type FormNotices, type FormState, sendForm } from './send-form';

/** The state a send leaves, in the order it was set. */
function recorder() {
  const seen: [keyof FormState, unknown][] = [];
  const show: FormState = {
    errors: (errors) => seen.push(['errors', errors]),
    notice: (notice) => seen.push(['notice', notice]),
    busy: (busy) => seen.push(['busy', busy]),
  };
  return { seen, show };
}

const valid = { username: 'owner', password: 'a long enough password' };

describe('sendForm', () => {
  it('sends nothing while the contract refuses, and shows its errors by field', async () => {
    const call = vi.fn();
    const { seen, show } = recorder();
    expect(await sendForm(schemas.credentials, { username: '', password: '' }, call, show)).toBe(
      false,
    );
    expect(call).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
    expect(seen[0]![0]).toBe('errors');
    expect(Object.keys(seen[0]![1] as object).sort()).toEqual(['password', 'username']);
  });

  it('sends the checked data, busy while it runs, the old errors and notice cleared', async () => {
    const { seen, show } = recorder();
    const call = vi.fn(async () => {
      expect(seen.at(-1)).toEqual(['busy', true]);
    });
    expect(await sendForm(schemas.credentials, valid, call, show)).toBe(true);
    expect(call).toHaveBeenCalledWith(valid);
    expect(seen).toEqual([
      ['errors', {}],
      ['notice', undefined],
      ['busy', true],
      ['busy', false],
    ]);
  });

  it("puts a 422's field errors beside the fields, with no notice", async () => {
    const { seen, show } = recorder();
    const refusal = new ApiError(422, 'Invalid', [{ field: 'username', message: 'Taken' }]);
    const call = async () => Promise.reject(refusal);
    expect(await sendForm(schemas.credentials, valid, call, show)).toBe(false);
    expect(seen.slice(3)).toEqual([
      ['errors', { username: 'Taken' }],
      ['busy', false],
    ]);
  });

  it("shows errors under the form's own names of the fields, and only those", async () => {
    const { seen, show } = recorder();
    const refusal = new ApiError(422, 'Invalid', [
      { field: 'password', message: 'Wrong password' },
      { field: 'token', message: 'Expired' },
    ]);
    const call = async () => Promise.reject(refusal);
    await sendForm(schemas.credentials, valid, call, show, { password: 'totp_password' });
    expect(seen.slice(3)).toEqual([
      ['errors', { totp_password: 'Wrong password' }],
      ['busy', false],
    ]);
  });

  it("says a refusal that names no field in the notice, in the API's words", async () => {
    const { seen, show } = recorder();
    const call = async () => Promise.reject(new ApiError(422, 'Already invited'));
    expect(await sendForm(schemas.credentials, valid, call, show)).toBe(false);
    expect(seen.slice(3)).toEqual([
      ['errors', {}],
      ['notice', { kind: 'error', lines: ['Already invited'] }],
      ['busy', false],
    ]);
  });
});

/** A record form's notices: a refusal said above its fields, in its own words. */
const notices: FormNotices = {
  invalid: (errors) => failure(`Fix ${Object.keys(errors).length} fields`),
  failed: (error) => failure('Save failed', error instanceof ApiError ? error.detail : ''),
};

describe("sendForm with a record form's notices", () => {
  it('says a refusal of the contract above the fields too, sending nothing', async () => {
    const { seen, show } = recorder();
    const send = sendForm(schemas.credentials, {}, async () => {}, show, undefined, notices);
    expect(await send).toBe(false);
    expect(seen.map(([what]) => what)).toEqual(['errors', 'notice']);
    expect(seen[1]).toEqual(['notice', failure('Fix 2 fields')]);
  });

  it("says a failed call in the screen's words, beside the API's field errors", async () => {
    const { seen, show } = recorder();
    const refusal = new ApiError(422, 'Invalid', [{ field: 'username', message: 'Taken' }]);
    const call = async () => Promise.reject(refusal);
    expect(await sendForm(schemas.credentials, valid, call, show, undefined, notices)).toBe(false);
    expect(seen.slice(3)).toEqual([
      ['errors', { username: 'Taken' }],
      ['notice', failure('Save failed', 'Invalid')],
      ['busy', false],
    ]);
  });

  it('says nothing of its own when the call succeeds', async () => {
    const { seen, show } = recorder();
    expect(
      await sendForm(schemas.credentials, valid, async () => {}, show, undefined, notices),
    ).toBe(true);
    expect(seen).toEqual([
      ['errors', {}],
      ['notice', undefined],
      ['busy', true],
      ['busy', false],
    ]);
  });
});

import type { ActionFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PageOutcome } from '../../lib/load-context';
import { redirect } from 'react-router';
import {
  type PageForm,
  type PublicForm,
  type StoredPicture,
  publicFormAction,
} from './public-form-action.server';

interface Values {
  name: string;
}
type Field = keyof Values | 'photo';

/** A form with one text and a photo, as the testimonial's is. */
const storyForm: PublicForm<Values, Field> = {
  kind: 'testimonial',
  texts: ['name'],
  picture: { field: 'photo', stored: 'photo' },
  check: (values, file) => ({
    ...(!values.name.trim() && { name: 'required' }),
    ...(!file && { photo: 'noPhoto' }),
  }),
  refusalText: (problems) => (problems.photo ? 'Select a photo' : 'Failed'),
  record: (values) => ({ name: values.name.trim() }),
  answerTexts: () => ({ success: 'Sent', failure: 'Failed', uploadFailed: 'Upload failed' }),
};

function post(
  fields: Record<string, string | File>,
  outcome: PageOutcome = { ok: true, repeat: false },
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const fromPage = vi.fn(async () => outcome);
  const args = {
    request: new Request('https://coach.test/testimonial', { method: 'POST', body }),
    context: { submissions: { fromPage, storedWithPicture: vi.fn(async () => false) } },
    params: {},
  } as unknown as ActionFunctionArgs;
  return { args, fromPage };
}

/** A refusal's body and status (react-router's `data()`). */
const refusal = (answer: unknown) => answer as { data: unknown; init: { status: number } };

describe('publicFormAction', () => {
  const action = publicFormAction(storyForm);

  it('refuses a form its checks refuse, with what was typed, and stores nothing', async () => {
    const { args, fromPage } = post({ name: ' ' });
    const answer = refusal(await action(args));
    expect(answer.init.status).toBe(422);
    expect(answer.data).toEqual({
      status: { kind: 'error', text: 'Select a photo', detail: undefined },
      values: { name: ' ' },
      problems: { name: 'required', photo: 'noPhoto' },
    });
    expect(fromPage).not.toHaveBeenCalled();
  });

  it('stores the record with the id of a photo uploaded first, and answers the success', async () => {
    const { args, fromPage } = post({ name: ' Ma Ei ', photo_id: 'f1', website: '' });
    expect(await action(args)).toEqual({ status: { kind: 'success', text: 'Sent' } });
    expect(fromPage).toHaveBeenCalledWith(
      'testimonial',
      { name: 'Ma Ei', photo: 'f1', website: '', form_started: '' },
      null,
      'en',
    );
  });

  it('hands the photo sent inside the form to the service, to store as an upload', async () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    const { args, fromPage } = post({ name: 'Ma Ei', photo });
    await action(args);
    expect(fromPage).toHaveBeenCalledWith(
      'testimonial',
      expect.objectContaining({ name: 'Ma Ei' }),
      { field: 'photo', bytes: Buffer.from([1, 2, 3]), name: 'me.png' },
      'en',
    );
  });

  it("answers the service's refusal with the form's text, the fields kept", async () => {
    const outcome: PageOutcome = { ok: false, step: 'record', status: 422, fields: ['name'] };
    const { args } = post({ name: 'Ma Ei', photo_id: 'f1' }, outcome);
    const answer = refusal(await action(args));
    expect(answer.init.status).toBe(422);
    expect(answer.data).toMatchObject({
      status: { kind: 'error', text: 'Failed' },
      values: { name: 'Ma Ei' },
    });
  });
});

/** A private page's receipt, stored by a call of its own (an order's new receipt). */
function receiptPage(outcome: PageOutcome) {
  const sendReceipt = vi.fn(
    async (_token: string, _receipt: StoredPicture | null): Promise<PageOutcome> => outcome,
  );
  const form: PageForm<Record<string, never>, 'receipt', string> = {
    texts: [],
    picture: { field: 'receipt', stored: 'receipt_photo' },
    check: (_values, file) => (file ? {} : { receipt: 'noReceipt' }),
    refusalText: () => 'Upload a receipt',
    store: (_values, receipt, { setup: token }) => sendReceipt(token, receipt),
    answer: (stored, _values, { request }) => (stored.ok ? redirect(request.url, 303) : null),
    answerTexts: async (_outcome, _language, { setup: token }) => ({
      success: '',
      failure: `Refused for ${token}`,
      uploadFailed: 'Upload failed',
    }),
  };
  return { form, sendReceipt };
}

describe('publicFormAction with a store of its own', () => {
  const prepare = async () => 'tok1';

  it('hands it the receipt sent inside the form, or the id of one uploaded first', async () => {
    const { form, sendReceipt } = receiptPage({ ok: true, repeat: false });
    const action = publicFormAction({ ...form, prepare });
    const receipt = new File([new Uint8Array([7])], 'slip.png', { type: 'image/png' });
    const answer = (await action(post({ receipt }).args)) as Response;
    expect(answer.status).toBe(303);
    expect(sendReceipt).toHaveBeenLastCalledWith('tok1', {
      field: 'receipt_photo',
      bytes: Buffer.from([7]),
      name: 'slip.png',
    });
    await action(post({ receipt_id: 'f9' }).args);
    expect(sendReceipt).toHaveBeenLastCalledWith('tok1', { id: 'f9' });
  });

  it('answers its refusal with the texts it words from what `prepare` found', async () => {
    const outcome: PageOutcome = { ok: false, step: 'record', status: 409, fields: [] };
    const { form } = receiptPage(outcome);
    const answer = refusal(
      await publicFormAction({ ...form, prepare })(post({ receipt_id: 'f9' }).args),
    );
    expect(answer.init.status).toBe(409);
    expect(answer.data).toEqual({
      status: { kind: 'error', text: 'Refused for tok1', detail: undefined },
      values: {},
      problems: undefined,
    });
  });

  it('stores nothing when no receipt comes', async () => {
    const { form, sendReceipt } = receiptPage({ ok: true, repeat: false });
    const answer = refusal(await publicFormAction({ ...form, prepare })(post({}).args));
    expect(answer.init.status).toBe(422);
    expect(answer.data).toMatchObject({ problems: { receipt: 'noReceipt' } });
    expect(sendReceipt).not.toHaveBeenCalled();
  });
});

describe('publicFormAction with several forms told apart by their intent', () => {
  function page(otherwise: string | (() => string)) {
    const { form: receipt, sendReceipt } = receiptPage({ ok: true, repeat: false });
    const cancel = vi.fn(async (): Promise<PageOutcome> => ({ ok: true, repeat: false }));
    const prepare = vi.fn(async () => 'tok2');
    const action = publicFormAction({
      prepare,
      intent: {
        field: 'intent',
        forms: {
          receipt,
          // A button alone: nothing to check.
          cancel: {
            texts: [],
            store: () => cancel(),
            answer: () => redirect('/done', 303),
            answerTexts: () => ({ success: '', failure: 'Not cancelled' }),
          },
        },
        otherwise,
      },
    });
    return { action, sendReceipt, cancel, prepare };
  }

  it('answers the form its intent names, once the page is prepared', async () => {
    const { action, sendReceipt, cancel, prepare } = page('receipt');
    const answer = (await action(post({ intent: 'cancel' }).args)) as Response;
    expect(answer.headers.get('location')).toBe('/done');
    expect(cancel).toHaveBeenCalledOnce();
    expect(sendReceipt).not.toHaveBeenCalled();
    expect(prepare).toHaveBeenCalledOnce();
  });

  it('answers a post naming none with the form `otherwise` names', async () => {
    const { action, sendReceipt, cancel } = page('receipt');
    await action(post({ receipt_id: 'f1' }).args);
    await action(post({ intent: 'toString', receipt_id: 'f2' }).args);
    expect(sendReceipt.mock.calls).toEqual([
      ['tok2', { id: 'f1' }],
      ['tok2', { id: 'f2' }],
    ]);
    expect(cancel).not.toHaveBeenCalled();
  });

  it('refuses a post naming none with a 400 and the text `otherwise` gives', async () => {
    const { action, sendReceipt, cancel } = page(() => 'Something went wrong');
    const answer = refusal(await action(post({ intent: 'other' }).args));
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({ status: { kind: 'error', text: 'Something went wrong' } });
    expect(sendReceipt).not.toHaveBeenCalled();
    expect(cancel).not.toHaveBeenCalled();
  });

  it('refuses before reading the form when `prepare` does (a page that is gone)', async () => {
    const gone = publicFormAction({
      prepare: async () => {
        throw new Response(null, { status: 404 });
      },
      intent: { field: 'intent', forms: {}, otherwise: 'receipt' },
    });
    const args = {
      request: new Request('https://coach.test/orders/x', { method: 'POST', body: 'not a form' }),
      context: {},
      params: {},
    } as unknown as ActionFunctionArgs;
    await expect(gone(args)).rejects.toMatchObject({ status: 404 });
  });
});

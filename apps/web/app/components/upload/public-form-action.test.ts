import type { ActionFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PageOutcome } from '../../lib/load-context';
import { type PublicForm, publicFormAction } from './public-form-action.server';

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

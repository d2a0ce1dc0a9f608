import { readCsv } from '@coach/contract/csv-reader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, databases, startTestServer, testClock } from './harness.ts';
import { countWhere, expectInvalid, expectProblem, signedInEditor } from './helpers.ts';
import { type TestSmtp, eventually, startSmtp } from './smtp.ts';

const NOW = Date.parse('2026-12-01T03:00:00Z');
const DAY = 24 * 3_600_000;
const SITE = 'https://coach.example';

type Body = Record<string, unknown>;

/**
 * The email list (issue 44, items 1, 3, 4, 5): double opt-in sign-ups that never tell who
 * is on the list, the confirmation and unsubscribe links, suppression of addresses the
 * mail server refuses (a real SMTP server), and the owner's list, CSV, erase and import.
 */
describe.each(databases)('the email list on %s', (kind) => {
  let server: TestServer;
  let smtp: TestSmtp;
  const clock = testClock(NOW);

  const signUp = (email: string, over: Body = {}) =>
    server.call('POST', '/api/subscribers', {
      email,
      language: 'en',
      source_page: '/blogs',
      ...over,
    });
  const stored = (email: string) =>
    server.database.db
      .selectFrom('subscriber')
      .selectAll()
      .where('address_key', '=', email.toLowerCase())
      .executeTakeFirst();
  /** The confirmation links mailed to an address, oldest first, once `n` have arrived. */
  const confirmTokens = async (email: string, n: number) =>
    (await smtp.waitForTo(email, n)).map((mail) => {
      const match = /\/subscribe\/confirm\?token=([\w-]+)/.exec(mail.text ?? '');
      expect(match, mail.text).not.toBeNull();
      return match![1]!;
    });
  const confirm = (token: string) => server.call('POST', '/api/subscribers/confirm', { token });
  /**
   * An address on the list with no mail on its way: a confirmation mail's delivery, told
   * to the list by the mail worker at a moment of its own, would forgive the refusals a
   * test is counting.
   */
  const subscribedWithoutMail = (email: string) => {
    const now = new Date(NOW).toISOString();
    return server.database.db
      .insertInto('subscriber')
      .values({
        email,
        address_key: email.toLowerCase(),
        language: 'en',
        state: 'subscribed',
        source_page: '/blogs',
        consent_text: 'New articles by email',
        consent_at: now,
        unsubscribe_token: `test-${email}`,
        created: now,
        confirmed_at: now,
        changed_at: now,
      })
      .execute();
  };
  const unsubscribeToken = async (email: string) => (await stored(email))!.unsubscribe_token;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer(kind, {
      clock: clock.now,
      mail: { smtpUrl: smtp.url, from: 'site@coach.example', publicUrl: SITE },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('signs up with a confirmation in the visitor’s language, and subscribes on the click', async () => {
    const res = await signUp('Thida@Example.com', {
      language: 'mm',
      source_page: '/articles/view/3',
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ status: 'check_email' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pending = await stored('thida@example.com');
    expect(pending).toMatchObject({
      email: 'Thida@Example.com',
      state: 'pending',
      language: 'mm',
      source_page: '/articles/view/3',
      confirmed_at: null,
    });
    expect(pending!.consent_text).toMatch(/^ဆောင်းပါးသစ်များ/);

    // The mail library writes the domain in lower case; the name is kept as typed.
    const [mail] = await smtp.waitForTo('Thida@example.com', 1);
    expect(mail!.subject).toBe('စာရင်းဝင်ခြင်းကို အတည်ပြုပေးပါ');
    expect(mail!.text).toContain(`${SITE}/subscribe/confirm?token=`);
    expect(mail!.text).toContain('lang=mm');
    // The outbox keeps no copy of the link once sent.
    const kept = () =>
      server.database.db
        .selectFrom('mail_outbox')
        .select(['body', 'sent_at'])
        .where('kind', '=', 'subscriber_confirmation')
        .executeTakeFirstOrThrow();
    await eventually(async () => (await kept()).sent_at !== null);
    expect((await kept()).body).not.toContain('token=');

    const [token] = await confirmTokens('Thida@example.com', 1);
    const confirmed = await confirm(token!);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ state: 'subscribed', language: 'mm' });
    const row = await stored('thida@example.com');
    expect(row).toMatchObject({ state: 'subscribed' });
    expect(row!.confirmed_at).not.toBeNull();
    expect(row!.consent_at).not.toBeNull();
    // A second click (a mail scanner's, the visitor's again) answers the same.
    expect((await confirm(token!)).json()).toEqual({ state: 'subscribed', language: 'mm' });
  });

  it('answers a confirmed address’s sign-up as a new one, changing nothing and sending nothing', async () => {
    await signUp('same@example.com');
    const [token] = await confirmTokens('same@example.com', 1);
    expect((await confirm(token!)).statusCode).toBe(200);
    const before = await stored('same@example.com');
    const again = await signUp('SAME@example.com', { language: 'mm', source_page: '/shops' });
    const fresh = await signUp('brand-new@example.com');
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.body).toBe(fresh.body);
    expect(await stored('same@example.com')).toEqual(before);
    await smtp.waitForTo('brand-new@example.com', 1);
    expect((await smtp.waitForTo('same@example.com', 1)).length).toBe(1);
  });

  it('refuses bad input clearly and stores nothing; spam is answered alike and stored nowhere', async () => {
    const count = async () =>
      (await server.database.db.selectFrom('subscriber').selectAll().execute()).length;
    const before = await count();
    expectInvalid(await signUp('not an address'), { email: 'Please enter a valid email address.' });
    // An address typed in the Zawgyi font's encoding is no address.
    expectInvalid(await signUp('ျမန္မာ@example.com'), {
      email: 'Please enter a valid email address.',
    });
    expectInvalid(await signUp('a@example.com', { language: 'fr' }), {
      language: 'Must be one of: en, mm',
    });
    expect((await server.call('POST', '/api/subscribers', { language: 'en' })).statusCode).toBe(
      422,
    );
    const robot = await signUp('robot@example.com', { website: 'https://spam.example' });
    expect(robot.statusCode).toBe(202);
    expect(robot.json()).toEqual({ status: 'check_email' });
    expect(await count()).toBe(before);
  });

  it('lets a link run out after 7 days, and a new sign-up sends a fresh one', async () => {
    await signUp('late@example.com');
    const [old] = await confirmTokens('late@example.com', 1);
    clock.advance(7 * DAY + 1000);
    try {
      expectProblem(
        await confirm(old!),
        410,
        'This confirmation link has expired; please sign up again.',
      );
      await signUp('late@example.com');
      const [, fresh] = await confirmTokens('late@example.com', 2);
      expect((await confirm(old!)).statusCode).toBe(404);
      expect((await confirm(fresh!)).json()).toMatchObject({ state: 'subscribed' });
    } finally {
      clock.advance(-(7 * DAY + 1000));
    }
    expect((await confirm('made-up-token')).statusCode).toBe(404);
  });

  it('unsubscribes with the link for good, and subscribes again from it', async () => {
    await signUp('leaving@example.com', { language: 'mm' });
    const [token] = await confirmTokens('leaving@example.com', 1);
    await confirm(token!);
    const unsubscribe = await unsubscribeToken('leaving@example.com');
    const res = await server.call('POST', '/api/subscribers/unsubscribe', { token: unsubscribe });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ state: 'unsubscribed', language: 'mm' });
    expect((await stored('leaving@example.com'))!.state).toBe('unsubscribed');
    // The old confirmation link does not bring it back; the unsubscribe link does.
    expect((await confirm(token!)).statusCode).toBe(404);
    // Years later the link still works.
    clock.advance(3 * 365 * DAY);
    try {
      const back = await server.call('POST', '/api/subscribers/resubscribe', {
        token: unsubscribe,
      });
      expect(back.json()).toEqual({ state: 'subscribed', language: 'mm' });
    } finally {
      clock.advance(-3 * 365 * DAY);
    }
    expect(
      (await server.call('POST', '/api/subscribers/unsubscribe', { token: 'nope' })).statusCode,
    ).toBe(404);
  });

  it('suppresses an address the mail server refuses for good (5xx), and after three temporary refusals (4xx)', async () => {
    const refusedMail = async () =>
      server.database.db
        .selectFrom('mail_outbox')
        .select(['last_error', 'attempts'])
        .where('recipient', '=', 'gone@example.com')
        .executeTakeFirst();
    smtp.refuse = { code: 550, message: '5.1.1 No such user' };
    try {
      await signUp('gone@example.com');
      // The worker suppresses the address, then gives the email up: waited for to its end
      // (read between the two steps on a busy machine, the email was not given up yet).
      await eventually(async () => (await refusedMail())?.last_error != null);
    } finally {
      smtp.refuse = null;
    }
    const gone = await stored('gone@example.com');
    expect(gone!.state).toBe('suppressed');
    expect(gone!.suppressed_reason).toBe('The mail server refused it (550)');
    expect((await refusedMail())!.last_error).toContain('the address is suppressed');
    // A suppressed address is never mailed again, whatever it asks.
    await signUp('gone@example.com');
    expect(await countWhere(server, 'mail_outbox', 'recipient', 'gone@example.com')).toBe(1);

    // Temporary refusals count once per email; the third suppresses.
    await subscribedWithoutMail('flaky@example.com');
    const list = server.services.subscribers;
    expect(await list.recordRefusal('flaky@example.com', 421)).toBe(false);
    expect(await list.recordRefusal('FLAKY@example.com', 451)).toBe(false);
    expect((await stored('flaky@example.com'))!.state).toBe('subscribed');
    expect(await list.recordRefusal('flaky@example.com', 452)).toBe(true);
    expect(await stored('flaky@example.com')).toMatchObject({
      state: 'suppressed',
      suppressed_reason: 'The mail server refused it (452), 3 times',
    });
    // A delivery in between forgives the count; an address not on the list is left alone.
    await subscribedWithoutMail('sometimes@example.com');
    await list.recordRefusal('sometimes@example.com', 421);
    await list.recordRefusal('sometimes@example.com', 421);
    await list.recordDelivered('sometimes@example.com');
    expect(await list.recordRefusal('sometimes@example.com', 421)).toBe(false);
    expect(await list.recordRefusal('stranger@example.com', 550)).toBe(false);
  });

  it('gives the owner the list with counts, search, filter and a formula-safe CSV', async () => {
    await signUp('=HYPERLINK("x")@example.com'.replace(/[()"]/g, '')); // not an address: refused
    await signUp('+formula@example.com', { source_page: '=cmd|calc' });
    const res = await server.admin('GET', '/api/subscribers?limit=2');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.subscribers).toHaveLength(2);
    expect(Object.keys(body.subscribers[0]).sort()).toEqual(
      [
        'id',
        'email',
        'language',
        'state',
        'created',
        'confirmed_at',
        'source_page',
        'consent_text',
        'suppressed_reason',
      ].sort(),
    );
    const all = (await server.database.db.selectFrom('subscriber').selectAll().execute()).length;
    expect(body.total).toBe(all);
    const { state, language } = body.counts;
    expect(state.pending + state.subscribed + state.unsubscribed + state.suppressed).toBe(all);
    expect(language.en + language.mm).toBe(all);
    expect(state.suppressed).toBeGreaterThanOrEqual(2);

    const suppressed = (await server.admin('GET', '/api/subscribers?state=suppressed')).json();
    expect(suppressed.subscribers.every((s: Body) => s.state === 'suppressed')).toBe(true);
    const searched = (await server.admin('GET', '/api/subscribers?search=THIDA')).json();
    expect(searched.subscribers.map((s: Body) => s.email)).toEqual(['Thida@Example.com']);
    // A search's % and _ are letters, not patterns.
    expect((await server.admin('GET', '/api/subscribers?search=%25')).json().total).toBe(0);
    expect((await server.admin('GET', '/api/subscribers?state=everyone')).statusCode).toBe(422);
    expect((await server.call('GET', '/api/subscribers')).statusCode).toBe(401);

    const csv = await server.admin('GET', '/api/subscribers?format=csv&search=formula');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, line] = readCsv(csv.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'Email',
      'Language',
      'State',
      'Signed Up',
      'Confirmed',
      'Source Page',
      'Consent',
    ]);
    expect(line![0]).toBe("'+formula@example.com");
    expect(line![5]).toBe("'=cmd|calc");
  });

  it('lets staff suppress and remove, and owners alone erase (a hash stays) and import', async () => {
    await signUp('owner-acts@example.com');
    const { id } = (await stored('owner-acts@example.com'))!;
    const removed = await server.admin('POST', `/api/subscribers/${id}/remove`);
    expect(removed.json()).toMatchObject({ state: 'unsubscribed' });
    expect((await server.admin('POST', `/api/subscribers/${id}/suppress`)).json()).toMatchObject({
      state: 'suppressed',
      suppressed_reason: 'Suppressed by the owner',
    });
    expect((await server.admin('POST', '/api/subscribers/999999/suppress')).statusCode).toBe(404);

    const staff = await signedInEditor(server, 'list-staff', 'staff');
    expect((await staff('POST', `/api/subscribers/${id}/remove`)).statusCode).toBe(200);
    expect((await staff('DELETE', `/api/subscribers/${id}`)).statusCode).toBe(403);
    expect(
      (await staff('POST', '/api/subscribers/import', { csv: 'x@example.com' })).statusCode,
    ).toBe(403);

    expect((await server.admin('DELETE', `/api/subscribers/${id}`)).statusCode).toBe(204);
    expect(await stored('owner-acts@example.com')).toBeUndefined();
    const hashes = await server.database.db.selectFrom('subscriber_erased').selectAll().execute();
    expect(hashes).toHaveLength(1);
    expect(JSON.stringify(hashes)).not.toContain('owner-acts');

    expectInvalid(
      await server.admin('POST', '/api/subscribers/import', {
        csv: 'a@example.com',
        consent_given: true,
      }),
      { consent_source: 'Say where the consent was given' },
    );
    expectInvalid(await server.admin('POST', '/api/subscribers/import', { csv: 'nobody here' }), {
      csv: 'No email address found',
    });
    const vouched = await server.admin('POST', '/api/subscribers/import', {
      csv: 'email,name\r\nmet-at-talk@example.com,Aung\r\nOwner-Acts@example.com,Erased\r\nthida@example.com,Again\r\n',
      consent_given: true,
      consent_source: 'Yangon talk sign-up sheet, 2026-11-20',
      language: 'mm',
    });
    expect(vouched.json()).toEqual({ added: 1, asked_to_confirm: 0, already: 1, erased: 1 });
    expect(await stored('met-at-talk@example.com')).toMatchObject({
      state: 'subscribed',
      language: 'mm',
      source_page: 'import',
      consent_text: 'Imported by the owner: consent given at Yangon talk sign-up sheet, 2026-11-20',
    });
    const asked = await server.admin('POST', '/api/subscribers/import', {
      csv: 'ask-me@example.com; ask-me@example.com',
    });
    expect(asked.json()).toEqual({ added: 1, asked_to_confirm: 1, already: 0, erased: 0 });
    await confirmTokens('ask-me@example.com', 1);
    expect((await stored('ask-me@example.com'))!.state).toBe('pending');
  });
});

import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, databases, distinctImage, startTestServer } from './harness.ts';
import {
  addWithPicture,
  describeFile,
  expectInvalid,
  expectProblem,
  signedInEditor,
} from './helpers.ts';
import { lintListEmail } from './email-lint.ts';
import { type TestSmtp, eventually, startSmtp } from './smtp.ts';

const SITE = 'https://coach.example';
type Body = Record<string, unknown>;

/** A header as sent (mailparser folds the List-* ones into an object of its own). */
const headerOf = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();

/**
 * Newsletters (issue 44, items 2, 3, 6): written by owners, tested on their own address,
 * sent once per subscribed address in its language through the outbox to a real SMTP
 * server, as proper list mail (parsed and linted), never to an address that left.
 */
describe.each(databases)('newsletters on %s', (kind) => {
  let server: TestServer;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer(kind, {
      mail: {
        smtpUrl: smtp.url,
        from: 'Coach News <news@coach.example>',
        publicUrl: SITE,
        newslettersPerHour: 1_000_000,
      },
      mailWorker: { pollMs: 50, retryBaseMs: 50, retryMaxMs: 400 },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  /** Subscribed addresses, by import with the owner's word for their consent. */
  async function subscribe(language: 'en' | 'mm', ...emails: string[]) {
    const res = await server.admin('POST', '/api/subscribers/import', {
      csv: emails.join('\n'),
      language,
      consent_given: true,
      consent_source: 'the workshop sign-up sheet',
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const write = async (body: Body) => {
    const res = await server.admin('POST', '/api/newsletters', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Body & { id: number };
  };
  const letter = {
    subject: 'Spring news',
    subject_mm: 'နွေဦး သတင်း',
    body: '<p>Hello <strong>reader</strong>. See <a href="/events">the events</a>.</p><img src="/api/files/abc-123">',
    body_mm: '<p>မင်္ဂလာပါ <a href="/events?lang=mm">ပွဲများ</a></p><script>alert(1)</script>',
  };

  it('is written by owners only, cleaned as articles are, and refused without a subject or body', async () => {
    const made = await write(letter);
    expect(made).toMatchObject({
      subject: 'Spring news',
      status: 'draft',
      total: 0,
      sent: 0,
      failed: 0,
    });
    expect(made.body_mm).not.toContain('script');
    const read = await server.admin('GET', `/api/newsletters/${made.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const unwritten = await server.admin('POST', '/api/newsletters', { subject: 'Only a subject' });
    expect(unwritten.statusCode).toBe(422);
    expect(unwritten.json().errors).toContainEqual(expect.objectContaining({ field: 'body' }));
    expect(await server.database.db.selectFrom('newsletter').select('id').execute()).toHaveLength(
      1,
    );
    expect((await server.call('GET', '/api/newsletters')).statusCode).toBe(401);
    const staff = await signedInEditor(server, `staff${kind}`, 'staff');
    expectProblem(await staff('POST', '/api/newsletters', letter), 403);
    expectProblem(await staff('GET', `/api/newsletters/${made.id}`), 403);
    expectProblem(await server.admin('GET', '/api/newsletters/999999'), 404);
    const list = await server.admin('GET', '/api/newsletters');
    expect(list.json().newsletters[0]).toMatchObject({ id: made.id });
  });

  it('sends a test to the owner’s own address in the language asked', async () => {
    const made = await write(letter);
    const res = await server.admin('POST', `/api/newsletters/${made.id}/test`, { language: 'mm' });
    expect(res.statusCode, res.body).toBe(202);
    const [mail] = await smtp.waitForTo('admin@example.com', 1);
    expect(mail!.subject).toBe('နွေဦး သတင်း');
    expect(mail!.html).toContain('Noto Sans Myanmar');
    expect(lintListEmail(mail!)).toEqual([]);
    // Still a draft: a test sends nothing to the list.
    expect((await server.admin('GET', `/api/newsletters/${made.id}`)).json().status).toBe('draft');
    smtp.received.length = 0;
  });

  it('sends each subscriber one proper list email in their language, never to one who left', async () => {
    await subscribe('en', 'ann@example.com', 'left@example.com');
    await subscribe('mm', 'thida@example.com');
    // A letter with no English body: an English reader gets the Burmese one.
    const burmeseOnly = await write({ subject_mm: 'မြန်မာ', body_mm: '<p>မြန်မာစာ</p>' });
    const made = await write(letter);
    const left = await server.database.db
      .updateTable('subscriber')
      .set({ state: 'unsubscribed' })
      .where('address_key', '=', 'left@example.com')
      .execute();
    expect(Number(left[0]!.numUpdatedRows)).toBe(1);

    const sent = await server.admin('POST', `/api/newsletters/${made.id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'sending', total: 2 });
    const mails = await smtp.waitFor(2);
    const [ann] = mails.filter((m) => JSON.stringify(m.to).includes('ann@'));
    const [thida] = mails.filter((m) => JSON.stringify(m.to).includes('thida@'));
    expect(ann!.subject).toBe('Spring news');
    expect(thida!.subject).toBe('နွေဦး သတင်း');
    expect(thida!.html).toContain('lang="my"');
    expect(thida!.html).toContain('Noto Sans Myanmar');
    for (const mail of [ann!, thida!]) {
      expect(lintListEmail(mail)).toEqual([]);
      expect(headerOf(mail, 'precedence')).toBe('bulk');
      expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.messageId).toMatch(new RegExp(`^<newsletter-${made.id}-\\d+@coach\\.example>$`));
      expect(mail.from?.value[0]?.address).toBe('news@coach.example');
      const unsubscribe = headerOf(mail, 'list-unsubscribe') ?? '';
      expect(unsubscribe).toMatch(
        /^<https:\/\/coach\.example\/unsubscribe\?token=[\w-]+(&lang=mm)?>, <mailto:news@coach\.example\?subject=unsubscribe>$/,
      );
      // The personal link is in both parts too.
      const link = /<(https:[^>]+)>/.exec(unsubscribe)![1]!;
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    }
    // Pictures and links by absolute address from the site's files route (a picture not in
    // the library at the column's width; the library's are in the test below).
    expect(ann!.html).toContain('src="https://coach.example/api/files/abc-123?w=1280"');
    expect(ann!.html).toContain('href="https://coach.example/events"');
    // The plain text reads as the letter does, each link written out, in both languages.
    expect(ann!.text).toContain('Hello reader. See the events [https://coach.example/events].');
    expect(thida!.text).toContain('မင်္ဂလာပါ ပွဲများ [https://coach.example/events?lang=mm]');
    expect(thida!.text).toMatch(/စာရင်းမှ ထွက်ရန်: https:\/\/coach\.example\/unsubscribe\?token=/);
    expect(JSON.stringify(mails.map((m) => m.to))).not.toContain('left@');

    await eventually(
      async () =>
        (await server.admin('GET', `/api/newsletters/${made.id}`)).json().status === 'sent',
    );
    expect((await server.admin('GET', `/api/newsletters/${made.id}`)).json()).toMatchObject({
      status: 'sent',
      total: 2,
      sent: 2,
      failed: 0,
      skipped: 0,
    });
    // Sent once: sending again, or changing it, is refused and queues nothing.
    expectProblem(await server.admin('POST', `/api/newsletters/${made.id}/send`, {}), 409);
    expectProblem(await server.admin('PUT', `/api/newsletters/${made.id}`, { subject: 'x' }), 409);

    smtp.received.length = 0;
    await server.admin('POST', `/api/newsletters/${burmeseOnly.id}/send`, {});
    const [fallback] = await smtp.waitForTo('ann@example.com', 1);
    expect(fallback!.subject).toBe('မြန်မာ');
    smtp.received.length = 0;
  });

  it('checks the address when its turn comes: one that left after queueing is skipped', async () => {
    await subscribe('en', 'late@example.com');
    const made = await write(letter);
    const late = await server.database.db
      .selectFrom('subscriber')
      .select('id')
      .where('address_key', '=', 'late@example.com')
      .executeTakeFirstOrThrow();
    // Its row as a send queued it while it was subscribed; it has left since.
    await server.database.db
      .updateTable('subscriber')
      .set({ state: 'unsubscribed' })
      .where('id', '=', late.id)
      .execute();
    // The letter sending and its mail queued at once, as a send does: the mail worker,
    // finding a sending letter with no mail yet, would call it sent with none.
    await server.database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('newsletter')
        .set({ status: 'sending', total: 1 })
        .where('id', '=', made.id)
        .execute();
      await trx
        .insertInto('mail_outbox')
        .values({
          kind: 'newsletter',
          recipient: 'late@example.com',
          subject: 'Spring news',
          body: '',
          next_attempt_at: Date.now(),
          created: new Date().toISOString(),
          newsletter_id: made.id,
          subscriber_id: Number(late.id),
          attachment_file_id: null,
          calendar: null,
          ticket: null,
          claim_token: null,
          last_error: null,
          sent_at: null,
          held_at: null,
          language: null,
        })
        .execute();
    });
    await eventually(
      async () =>
        (await server.admin('GET', `/api/newsletters/${made.id}`)).json().status === 'sent',
    );
    expect((await server.admin('GET', `/api/newsletters/${made.id}`)).json()).toMatchObject({
      total: 1,
      sent: 0,
      skipped: 1,
      failed: 0,
    });
    expect(JSON.stringify(smtp.received.map((m) => m.to))).not.toContain('late@');
  });

  it('suppresses an address the mail server refuses for good (5xx), and counts it failed', async () => {
    await server.database.db.deleteFrom('subscriber').execute();
    await subscribe('en', 'gone@example.com');
    const made = await write(letter);
    smtp.refuse = { code: 550, message: 'No such user here' };
    try {
      await server.admin('POST', `/api/newsletters/${made.id}/send`, {});
      await eventually(
        async () =>
          (await server.admin('GET', `/api/newsletters/${made.id}`)).json().status === 'sent',
      );
    } finally {
      smtp.refuse = null;
    }
    expect((await server.admin('GET', `/api/newsletters/${made.id}`)).json()).toMatchObject({
      total: 1,
      sent: 0,
      failed: 1,
    });
    const row = await server.database.db
      .selectFrom('subscriber')
      .select(['state', 'suppressed_reason'])
      .where('address_key', '=', 'gone@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      state: 'suppressed',
      suppressed_reason: 'The mail server refused it (550)',
    });
  });

  it('schedules a send for later, and refuses a time that is no time', async () => {
    const made = await write(letter);
    expectInvalid(await server.admin('POST', `/api/newsletters/${made.id}/send`, { at: 'soon' }), {
      at: 'Must be a date and time with its offset (ISO 8601), such as 2026-12-05T09:00:00+06:30',
    });
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const res = await server.admin('POST', `/api/newsletters/${made.id}/send`, { at });
    expect(res.json()).toMatchObject({ status: 'scheduled', send_at: at, total: 0 });
    const queued = await server.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('newsletter_id', '=', made.id)
      .execute();
    expect(queued).toEqual([]);
    // Still editable until it goes.
    const edit = await server.admin('PUT', `/api/newsletters/${made.id}`, {
      subject: 'Summer news',
    });
    expect(edit.json()).toMatchObject({ subject: 'Summer news', status: 'scheduled' });
  });

  it('makes a letter from an article: its title, summary, picture and link in both languages', async () => {
    const { id, image: picture } = await addWithPicture(server, '/api/articles', {
      name: 'Leading calmly',
      name_mm: 'တည်ငြိမ်စွာ ဦးဆောင်ခြင်း',
      description: 'Five habits of calm leaders.',
      description_mm: 'တည်ငြိမ်သော ခေါင်းဆောင်များ၏ အလေ့အထ ငါးခု။',
      content: '<p>Body</p>',
      is_published: true,
    });
    const made = await write({ article_id: id });
    expect(made).toMatchObject({
      subject: 'Leading calmly',
      subject_mm: 'တည်ငြိမ်စွာ ဦးဆောင်ခြင်း',
      article_id: id,
    });
    // Stored relative, as the article editor writes links; each mail makes it absolute.
    expect(made.body).toContain(`href="/articles/view/${id}"`);
    expect(made.body).toContain(`src="/api/files/${picture}"`);
    expect(made.body_mm).toContain(`/articles/view/${id}?lang=mm`);
    expectInvalid(await server.admin('POST', '/api/newsletters', { article_id: 999999 }), {
      article_id: 'No such article',
    });
  });

  it('draws the library’s pictures at their size, by a width the files route serves, with their alt texts', async () => {
    const wide = await server.upload(await distinctImage(1600, 1000));
    const small = await server.upload(await distinctImage(300, 200));
    await describeFile(server, wide, {
      alt: 'A calm team meeting',
      alt_mm: 'တည်ငြိမ်သော အစည်းအဝေး',
    });
    const pictures = `<img src="/api/files/${wide}" alt=""><img src="/api/files/${small}" alt="Notes">`;
    const made = await write({ subject: 'Pictures', body: pictures, body_mm: pictures });
    const preview = async (language: 'en' | 'mm') => {
      const res = await server.admin(
        'GET',
        `/api/newsletters/${made.id}/preview?language=${language}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { html: string }).html;
    };
    const [en, mm] = [await preview('en'), await preview('mm')];
    // No wider than the column's 560 px nor than itself, its height in proportion, sharp on
    // a phone's screen (twice the width drawn), and the library's alt when none was written.
    expect(en).toContain(
      `src="${SITE}/api/files/${wide}?w=1280" alt="A calm team meeting" width="560" height="350"`,
    );
    expect(mm).toContain(`alt="တည်ငြိမ်သော အစည်းအဝေး" width="560"`);
    expect(en).toContain(
      `src="${SITE}/api/files/${small}?w=640" alt="Notes" width="300" height="200"`,
    );
    for (const address of [...en.matchAll(/src="https:\/\/coach\.example([^"]+)"/g)].map(
      (m) => m[1]!,
    )) {
      const picture = await server.call('GET', address.replace(/&amp;/g, '&'));
      expect(picture.statusCode, address).toBe(200);
      expect(picture.headers['content-type'], address).toMatch(/^image\//);
    }
  });
});

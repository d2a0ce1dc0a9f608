import {
  type Language,
  type Newsletter,
  type NewsletterProgress,
  type NewsletterStatus,
  schemas,
} from '@coach/contract';
import { UNSUBSCRIBE_ROUTE } from '@coach/contract/subscribers';
import { type Selectable, sql } from 'kysely';
import { inTransaction, recordBy } from '../audit/audit-log.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Clock } from '../clock.ts';
import { uploadsIn } from '../content/rich-images.ts';
import { sanitizeArticleHtml } from '../content/sanitize.ts';
import type { Database, Executor } from '../db/connect.ts';
import type { DB } from '../db/schema.ts';
import { HttpError, conflict, invalid, notFound, parseOrThrow } from '../http/problem.ts';
import type { MailService } from '../mail/mail-service.ts';
import { mailText } from '../mail/mail-text.ts';
import { MAX_ATTEMPTS, type OutboxRow } from '../mail/outbox.ts';
import { toIso } from '../resources/rows.ts';
import { listLink } from '../subscribers/subscriber-mails.ts';
import { type NewsletterParts, newsletterParts } from './newsletter-mail.ts';

type Row = Selectable<DB['newsletter']>;

/** What an outbox row of a newsletter holds in its body: the mail is written when sent. */
const QUEUED_BODY = '(A newsletter: written when sent, in the subscriber’s language.)';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * Newsletters (issue 44, decision 0044): the owner writes one in both languages (or makes
 * one from an article), tests it on their own address and sends it now or at a time. A
 * send queues one outbox row per subscribed address, idempotently (unique per letter and
 * subscriber), which the outbox workers send at NEWSLETTER_PER_HOUR; each mail is written
 * when its turn comes, in the subscriber's language then, and not sent at all if the
 * address has left the list or been suppressed meanwhile.
 */
export function newsletterService(
  database: Database,
  { mail, clock }: { mail: MailService; clock: Clock },
) {
  const { db } = database;
  const nowIso = () => new Date(clock()).toISOString();

  async function stored(executor: Executor, id: number) {
    return executor
      .selectFrom('newsletter')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow(() => notFound('Newsletter'));
  }

  /** The library's pictures a letter shows in either language: their sizes and alt texts. */
  const picturesOf = (letter: Pick<Row, 'body' | 'body_mm'>) =>
    uploadsIn(database, `${letter.body}${letter.body_mm}`);

  /** The letter's counts from its outbox rows (while it goes), or those kept once done. */
  async function progressOf(executor: Executor, row: Row): Promise<NewsletterProgress> {
    const status = row.status as NewsletterStatus;
    if (status !== 'sending')
      return {
        status,
        total: Number(row.total),
        sent: Number(row.sent),
        failed: Number(row.failed),
        skipped: Number(row.skipped),
      };
    const counts = await executor
      .selectFrom('mail_outbox')
      .select((eb) => [
        eb.fn.countAll().as('total'),
        eb.fn.count('sent_at').as('sent'),
        eb.fn.count('held_at').as('skipped'),
        eb.fn
          .count(
            sql`case when sent_at is null and held_at is null and attempts >= ${MAX_ATTEMPTS} and claimed_until = 0 then 1 end`,
          )
          .as('failed'),
      ])
      .where('newsletter_id', '=', row.id)
      .where('kind', '=', 'newsletter')
      .executeTakeFirstOrThrow();
    return {
      status,
      total: Number(counts.total),
      sent: Number(counts.sent),
      failed: Number(counts.failed),
      skipped: Number(counts.skipped),
    };
  }

  const toNewsletter = (row: Row, progress: NewsletterProgress): Newsletter => ({
    id: Number(row.id),
    subject: row.subject,
    subject_mm: row.subject_mm,
    body: row.body,
    body_mm: row.body_mm,
    article_id: row.article_id === null ? null : Number(row.article_id),
    send_at: row.send_at ? toIso(row.send_at) : null,
    finished_at: row.finished_at ? toIso(row.finished_at) : null,
    created: toIso(row.created),
    changed_at: toIso(row.changed_at),
    ...progress,
  });

  /**
   * A sending letter whose every mail is done (sent, failed for good or skipped) is sent:
   * its counts are kept on it, as the outbox forgets sent mail after a while.
   */
  async function finishIfDone(id: number) {
    const row = await stored(db, id);
    if (row.status !== 'sending') return;
    const progress = await progressOf(db, row);
    if (progress.sent + progress.failed + progress.skipped < progress.total) return;
    await db
      .updateTable('newsletter')
      .set({
        status: 'sent',
        total: progress.total,
        sent: progress.sent,
        failed: progress.failed,
        skipped: progress.skipped,
        finished_at: nowIso(),
      })
      .where('id', '=', id)
      .where('status', '=', 'sending')
      .execute();
  }

  async function finishSending() {
    const sending = await db
      .selectFrom('newsletter')
      .select('id')
      .where('status', '=', 'sending')
      .execute();
    for (const { id } of sending) await finishIfDone(Number(id));
  }

  async function read(id: number) {
    await finishIfDone(id);
    const row = await stored(db, id);
    return toNewsletter(row, await progressOf(db, row));
  }

  /** Newest first, each with its progress. */
  async function list() {
    const rows = await db.selectFrom('newsletter').selectAll().orderBy('id', 'desc').execute();
    const letters: Newsletter[] = [];
    for (const row of rows) {
      if (row.status === 'sending') await finishIfDone(Number(row.id));
      const fresh = row.status === 'sending' ? await stored(db, Number(row.id)) : row;
      letters.push(toNewsletter(fresh, await progressOf(db, fresh)));
    }
    return { newsletters: letters };
  }

  /**
   * A letter made from an article: its title, summary, picture and a link to it, in each
   * language the article has.
   */
  async function fromArticle(articleId: number) {
    const article = await db
      .selectFrom('article')
      .select(['id', 'name', 'name_mm', 'description', 'description_mm', 'image'])
      .where('id', '=', articleId)
      .executeTakeFirst();
    if (!article) throw invalid([{ field: 'article_id', message: 'No such article' }]);
    const write = (language: Language) => {
      const title = (language === 'mm' ? article.name_mm : article.name) ?? '';
      const summary = (language === 'mm' ? article.description_mm : article.description) ?? '';
      if (!title.trim() && !summary.trim()) return { subject: '', body: '' };
      // Relative, as the article editor writes links: each mail makes it absolute.
      const link = `/articles/view/${article.id}${language === 'mm' ? '?lang=mm' : ''}`;
      const picture = article.image
        ? `<img src="/api/files/${encodeURIComponent(article.image)}" alt="${escapeHtml(title)}">`
        : '';
      const paragraphs = summary
        .split(/\n\s*\n/)
        .filter((p) => p.trim())
        .map((p) => `<p>${escapeHtml(p.trim())}</p>`)
        .join('');
      return {
        subject: title,
        body: sanitizeArticleHtml(
          `<h1>${escapeHtml(title)}</h1>${picture}${paragraphs}<p><a href="${escapeHtml(link)}">${escapeHtml(mailText('newsletterReadArticle', language))}</a></p>`,
        ),
      };
    };
    const en = write('en');
    const mm = write('mm');
    return { subject: en.subject, body: en.body, subject_mm: mm.subject, body_mm: mm.body };
  }

  async function create(sent: unknown, viewer: Viewer, origin: string) {
    const input = parseOrThrow(schemas.newsletters.create, sent);
    const made = input.article_id ? await fromArticle(input.article_id) : null;
    const pick = (key: 'subject' | 'subject_mm' | 'body' | 'body_mm') =>
      input[key]?.trim() ? input[key]! : (made?.[key] ?? '');
    const letter = {
      subject: pick('subject'),
      subject_mm: pick('subject_mm'),
      body: sanitizeArticleHtml(pick('body')),
      body_mm: sanitizeArticleHtml(pick('body_mm')),
    };
    parseOrThrow(schemas.newsletters.complete, letter);
    const id = await inTransaction(db, async (trx) => {
      const now = nowIso();
      const row = await trx
        .insertInto('newsletter')
        .values({
          ...letter,
          article_id: input.article_id ?? null,
          origin: mail.settings.publicUrl ?? origin,
          status: 'draft',
          created: now,
          changed_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordBy(trx, viewer, {
        action: 'create',
        resource: 'newsletters',
        recordId: Number(row.id),
      });
      return Number(row.id);
    });
    return read(id);
  }

  /** A draft or scheduled letter can change; one sending or sent cannot (409). */
  async function update(id: number, sent: unknown, viewer: Viewer) {
    const input = parseOrThrow(schemas.newsletters.update, sent);
    await inTransaction(db, async (trx) => {
      const row = await stored(trx, id);
      if (row.status === 'sending' || row.status === 'sent')
        throw conflict('This newsletter has been sent; it can no longer change.');
      const changes: Partial<Record<'subject' | 'subject_mm' | 'body' | 'body_mm', string>> = {};
      for (const key of ['subject', 'subject_mm'] as const)
        if (input[key] !== undefined) changes[key] = input[key] ?? '';
      for (const key of ['body', 'body_mm'] as const)
        if (input[key] !== undefined) changes[key] = sanitizeArticleHtml(input[key] ?? '');
      parseOrThrow(schemas.newsletters.complete, { ...row, ...changes });
      await trx
        .updateTable('newsletter')
        .set({ ...changes, changed_at: nowIso() })
        .where('id', '=', id)
        .execute();
      await recordBy(trx, viewer, { action: 'update', resource: 'newsletters', recordId: id });
    });
    return read(id);
  }

  /** POST /newsletters/{id}/test: the letter in `language` to the signed-in owner's address. */
  async function test(id: number, sent: unknown, viewer: Viewer) {
    const language: Language =
      (sent as { language?: unknown } | null)?.language === 'mm' ? 'mm' : 'en';
    if (!mail.state.customers)
      throw new HttpError(
        409,
        'Conflict',
        'Email is off (SMTP_URL is not set): nothing can be sent.',
      );
    const account = await db
      .selectFrom('account')
      .select('email')
      .where('id', '=', viewer.accountId ?? -1)
      .executeTakeFirst();
    if (!account) throw new HttpError(401, 'Unauthorized', 'Sign in to send a test.');
    await inTransaction(db, async (trx) => {
      const row = await stored(trx, id);
      const mailId = await mail.outbox.queue(trx, {
        kind: 'newsletter_test',
        recipient: account.email,
        subject: row.subject || row.subject_mm,
        body: QUEUED_BODY,
      });
      await trx
        .updateTable('mail_outbox')
        .set({ newsletter_id: id, language })
        .where('id', '=', mailId)
        .execute();
      await recordBy(trx, viewer, {
        action: 'newsletter_test',
        resource: 'newsletters',
        recordId: id,
      });
    });
    mail.nudge();
    return { status: 'queued' as const, to: account.email, language };
  }

  /**
   * One outbox row per subscribed address, made by one statement that skips the rows
   * already there: any instance may run it any number of times (a scheduled letter is
   * started by whichever worker sees it due first) and each subscriber has one row.
   */
  async function queueLetter(trx: Executor, id: number) {
    const now = clock();
    const subjectFor = sql<string>`case when s.language = 'mm' and n.body_mm <> '' then (case when n.subject_mm <> '' then n.subject_mm else n.subject end) when n.body <> '' then (case when n.subject <> '' then n.subject else n.subject_mm end) else (case when n.subject_mm <> '' then n.subject_mm else n.subject end) end`;
    await trx
      .insertInto('mail_outbox')
      .columns([
        'kind',
        'recipient',
        'subject',
        'body',
        'attempts',
        'next_attempt_at',
        'claimed_until',
        'created',
        'newsletter_id',
        'subscriber_id',
      ])
      .expression((eb) =>
        eb
          .selectFrom('subscriber as s')
          .innerJoin('newsletter as n', (join) => join.on('n.id', '=', id))
          .select([
            sql.lit('newsletter').as('kind'),
            's.email',
            subjectFor.as('subject'),
            sql.lit(QUEUED_BODY).as('body'),
            sql.lit(0).as('attempts'),
            sql`${now}`.as('next_attempt_at'),
            sql.lit(0).as('claimed_until'),
            sql`${new Date(now).toISOString()}`.as('created'),
            'n.id',
            's.id as subscriber_id',
          ])
          .where('s.state', '=', 'subscribed')
          .orderBy('s.id'),
      )
      .onConflict((oc) => oc.columns(['newsletter_id', 'subscriber_id']).doNothing())
      .execute();
    const total = await trx
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('newsletter_id', '=', id)
      .where('kind', '=', 'newsletter')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('newsletter')
      .set({ status: 'sending', total: Number(total.n), changed_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  /**
   * POST /newsletters/{id}/send: now (queued at once), or `at` a later time (scheduled; a
   * worker queues it when due). A letter sending or sent is not sent again (409).
   */
  async function send(id: number, sent: unknown, viewer: Viewer) {
    const { at } = parseOrThrow(schemas.newsletters.send, sent ?? {});
    if (!mail.state.customers)
      throw new HttpError(
        409,
        'Conflict',
        'Email is off (SMTP_URL is not set): nothing can be sent.',
      );
    await inTransaction(db, async (trx) => {
      const row = await stored(trx, id);
      if (row.status === 'sending' || row.status === 'sent')
        throw conflict('This newsletter has been sent already.');
      parseOrThrow(schemas.newsletters.complete, row);
      const later = at !== undefined && Date.parse(at) > clock();
      if (later) {
        await trx
          .updateTable('newsletter')
          .set({ status: 'scheduled', send_at: at, changed_at: nowIso() })
          .where('id', '=', id)
          .execute();
      } else {
        await trx
          .updateTable('newsletter')
          .set({ send_at: nowIso() })
          .where('id', '=', id)
          .execute();
        await queueLetter(trx, id);
      }
      await recordBy(trx, viewer, {
        action: 'newsletter_send',
        resource: 'newsletters',
        recordId: id,
      });
    });
    mail.nudge();
    return read(id);
  }

  /** The scheduled letters now due, queued (each worker pass asks). */
  async function startDue(now = clock()) {
    const due = await db
      .selectFrom('newsletter')
      .select('id')
      .where('status', '=', 'scheduled')
      .where('send_at', '<=', new Date(now).toISOString())
      .execute();
    for (const { id } of due)
      await inTransaction(db, async (trx) => {
        const row = await stored(trx, Number(id));
        if (row.status === 'scheduled') await queueLetter(trx, Number(id));
      });
    return due.length;
  }

  /**
   * Each letter's mail per language, written once with a stand-in for the unsubscribe link
   * (a letter that is sending can no longer change): 10,000 mails are then a string
   * replacement each, not 10,000 cleanings and conversions of its HTML.
   */
  const written = new Map<string, NewsletterParts>();
  const STAND_IN = 'https://unsubscribe.invalid/stand-in';
  async function partsOf(id: number, language: Language) {
    const key = `${id}:${language}`;
    let parts = written.get(key);
    if (!parts) {
      const letter = await db
        .selectFrom('newsletter')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!letter) return null;
      const origin = mail.settings.publicUrl ?? letter.origin;
      parts = newsletterParts({ ...letter, id }, language, {
        origin,
        unsubscribe: STAND_IN,
        pictures: await picturesOf(letter),
      });
      // A few letters at a time at most: the oldest is forgotten first.
      if (written.size >= 16) written.delete(written.keys().next().value!);
      written.set(key, parts);
    }
    return parts;
  }

  /**
   * The mail a newsletter's outbox row stands for, written now: null when its address
   * must not get it (no longer subscribed, or the letter gone).
   */
  async function mailOf(row: OutboxRow) {
    if (row.newsletter_id === null) return null;
    if (row.subscriber_id === null) {
      // The owner's test: the letter as it is now (a draft still changes).
      const letter = await db
        .selectFrom('newsletter')
        .selectAll()
        .where('id', '=', row.newsletter_id)
        .executeTakeFirst();
      if (!letter) return null;
      const origin = mail.settings.publicUrl ?? letter.origin;
      const language = row.language === 'mm' ? 'mm' : 'en';
      const parts = newsletterParts({ ...letter, id: row.newsletter_id }, language, {
        origin,
        unsubscribe: null,
        pictures: await picturesOf(letter),
      });
      return { ...parts, unsubscribe: null };
    }
    const subscriber = await db
      .selectFrom('subscriber')
      .select(['state', 'language', 'unsubscribe_token'])
      .where('id', '=', row.subscriber_id)
      .executeTakeFirst();
    if (!subscriber || subscriber.state !== 'subscribed') return null;
    const language = subscriber.language === 'mm' ? 'mm' : 'en';
    const parts = await partsOf(row.newsletter_id, language);
    if (!parts) return null;
    const unsubscribe = listLink(
      mail.settings.publicUrl ?? (await originOf(row.newsletter_id))!,
      UNSUBSCRIBE_ROUTE,
      subscriber.unsubscribe_token,
      language,
    );
    return {
      subject: parts.subject,
      html: parts.html.replaceAll(STAND_IN, escapeHtml(unsubscribe)),
      text: parts.text.replaceAll(STAND_IN, unsubscribe),
      unsubscribe,
    };
  }

  /** The address a letter was written at, when PUBLIC_URL is not set (kept per letter). */
  const origins = new Map<number, string>();
  async function originOf(id: number) {
    if (!origins.has(id)) {
      const row = await db
        .selectFrom('newsletter')
        .select('origin')
        .where('id', '=', id)
        .executeTakeFirst();
      if (row) origins.set(id, row.origin);
    }
    return origins.get(id);
  }

  /** The mail as a subscriber of `language` would get it (the owner's test note for the link). */
  async function preview(id: number, language: Language) {
    const row = await stored(db, id);
    const origin = mail.settings.publicUrl ?? row.origin;
    return newsletterParts({ ...row, id }, language, {
      origin,
      unsubscribe: null,
      pictures: await picturesOf(row),
    });
  }

  return {
    create,
    update,
    read,
    list,
    test,
    send,
    preview,
    startDue,
    finishIfDone,
    finishSending,
    mailOf,
    fromArticle,
  };
}

export type NewsletterService = ReturnType<typeof newsletterService>;

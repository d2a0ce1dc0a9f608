import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestSmtp } from '../apps/api/test/smtp.ts';
import { lintListEmail } from '../apps/api/test/email-lint.ts';
import { type Violation, describeViolations } from './accessibility.ts';
import {
  EVERY_LOOK_MS,
  adminPage,
  distinctPng,
  checkScreen,
  inEveryLook,
  moveTo,
} from './admin-helpers.ts';
import { type Site, screenshot, useMailingSite } from './harness.ts';
import { describeMessage, validate } from './html-validator.ts';

const SITE = 'https://coach.example';

/**
 * Newsletters (issue 44): a Burmese subscriber receives the owner's newsletter, written
 * and sent from /admin/newsletters, in Burmese, and leaves with one POST to its
 * List-Unsubscribe link as a mail provider sends it. The screens pass axe in both
 * languages at phone and desktop sizes; the email's HTML passes the HTML checker and the
 * list-mail lint.
 */
describe('newsletters', () => {
  let site: Site;
  let browser: Browser;
  let smtp: TestSmtp;
  useMailingSite({ demo: false, env: { PUBLIC_URL: SITE, TRUST_PROXY: '1' } }, (s, b, m) => {
    site = s;
    browser = b;
    smtp = m;
  });

  const json = async <T>(path: string, init: RequestInit & { admin?: boolean } = {}) => {
    const res = await site.api(path, init);
    const text = await res.text();
    expect(res.status, `${path}: ${text}`).toBeLessThan(300);
    return JSON.parse(text) as T;
  };
  /** Signs an address up in `language` and confirms it from its email, as part A's pages do. */
  async function subscriber(email: string, language: 'en' | 'mm', n: number) {
    const signUp = await site.api('/subscribers', {
      method: 'POST',
      headers: { 'x-forwarded-for': `10.71.${n}.1` },
      body: JSON.stringify({ email, language }),
    });
    expect(signUp.status).toBe(202);
    const [mail] = await smtp.waitForTo(email, 1, 30_000);
    const token = /\/subscribe\/confirm\?token=([\w-]+)/.exec(mail!.text!)![1];
    await json('/subscribers/confirm', {
      method: 'POST',
      headers: { 'x-forwarded-for': `10.71.${n}.2` },
      body: JSON.stringify({ token }),
    });
  }
  const editorOf = (page: Page, field: string) =>
    page.locator(`.a-field-richtext:has(#letter-${field}-label) [contenteditable="true"]`);

  it('the owner writes and sends; the Burmese subscriber gets it in Burmese and leaves with one POST', async () => {
    await subscriber('khin@example.com', 'mm', 1);
    await subscriber('ann@example.com', 'en', 2);
    smtp.received.length = 0;

    const { page, context } = await adminPage(browser, site, { language: 'en' });
    await moveTo(page, '/admin/newsletters');
    await page.getByRole('link', { name: 'Write a newsletter' }).click();
    await page.getByLabel('Subject (English)').fill('News for July');
    await page.getByLabel('Subject (Burmese)').fill('ဇူလိုင်လ သတင်း');
    await editorOf(page, 'body').click();
    await page.keyboard.type('Two new workshops this month.');
    await editorOf(page, 'body_mm').click();
    await page.keyboard.type('ဤလတွင် အလုပ်ရုံဆွေးနွေးပွဲသစ် နှစ်ခု ရှိပါသည်။');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/newsletters\/\d+$/);
    await screenshot(page, 'newsletter-saved-en-1366');
    await page.getByRole('button', { name: 'Burmese', exact: true }).click();
    await expect
      .poll(() => page.locator('.a-letter-preview-subject').textContent())
      .toBe('ဇူလိုင်လ သတင်း');
    await screenshot(page, 'newsletter-written-en-1366');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Send now to all subscribers' }).click();
    // The bar follows the outbox until both have gone.
    await expect
      .poll(() => page.getByTestId('letter-progress').textContent(), { timeout: 30_000 })
      .toContain('Sent 2 of 2');
    await screenshot(page, 'newsletter-sent-en-1366');
    await context.close();

    const [mail] = await smtp.waitForTo('khin@example.com', 1, 30_000);
    expect(mail!.subject).toBe('ဇူလိုင်လ သတင်း');
    expect(mail!.html).toContain('lang="my"');
    expect(mail!.html).toContain('ဤလတွင် အလုပ်ရုံဆွေးနွေးပွဲသစ် နှစ်ခု ရှိပါသည်။');
    expect(mail!.text).toContain('ဤလတွင်');
    expect(lintListEmail(mail!)).toEqual([]);
    const [english] = await smtp.waitForTo('ann@example.com', 1, 30_000);
    expect(english!.subject).toBe('News for July');

    // As a mail provider does it: the https link of List-Unsubscribe, one POST, no page.
    const header = mail!.headerLines.find((line) => line.key === 'list-unsubscribe')!.line;
    expect(mail!.headerLines.find((l) => l.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const link = /<(https:\/\/[^>]+)>/.exec(header.replace(/\r?\n\s+/g, ''))![1]!;
    expect(link).toMatch(/^https:\/\/coach\.example\/unsubscribe\?token=[\w-]+&lang=mm$/);
    const oneClick = await fetch(link.replace(SITE, site.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      redirect: 'manual',
    });
    expect(oneClick.status).toBe(200);
    const list = await json<{ subscribers: { email: string; state: string }[] }>(
      '/subscribers?search=khin',
      { admin: true },
    );
    expect(list.subscribers).toEqual([
      expect.objectContaining({ email: 'khin@example.com', state: 'unsubscribed' }),
    ]);

    // The email's HTML, as it arrived, is valid HTML.
    const dir = mkdtempSync(join(tmpdir(), 'coach-newsletter-html-'));
    try {
      const files = [mail!, english!].map((m, i) => {
        const file = join(dir, `mail-${i}.html`);
        writeFileSync(file, String(m.html));
        return file;
      });
      const errors = await validate(files);
      expect(errors.map(describeMessage), errors.map(describeMessage).join('\n')).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it(
    'passes axe on the newsletters screens and the article’s action, in every look',
    async () => {
      const draft = await json<{ id: number }>('/newsletters', {
        admin: true,
        method: 'POST',
        body: JSON.stringify({
          subject: 'A draft',
          body: '<p>Still being written.</p>',
          body_mm: '<p>ရေးဆဲ ဖြစ်ပါသည်။</p>',
        }),
      });
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(await distinctPng())], { type: 'image/png' }),
        'calm.png',
      );
      const picture = (
        await json<{ id: string }>('/files', { method: 'POST', admin: true, body: form })
      ).id;
      const article = await json<{ id: number }>('/articles', {
        admin: true,
        method: 'POST',
        body: JSON.stringify({
          name: 'Calm leaders',
          name_mm: 'တည်ငြိမ်သော ခေါင်းဆောင်များ',
          description: 'Five habits.',
          description_mm: 'အလေ့အထ ငါးခု။',
          content: '<p>Body</p>',
          image: picture,
        }),
      });
      const { newsletters } = await json<{ newsletters: { id: number; status: string }[] }>(
        '/newsletters',
        { admin: true },
      );
      const sent = newsletters.find((n) => n.status === 'sent')!;
      const violations: Violation[] = [];
      await inEveryLook(browser, site, async (page, look) => {
        const shot = (name: string) =>
          `newsletters-${name}-${look.language}-${look.viewport.width}`;
        const what = (path: string) => `${path} (${look.language}, ${look.size})`;
        for (const [path, name, shows] of [
          ['/admin/newsletters', 'list', '.a-letter-list'],
          [`/admin/newsletters/${draft.id}`, 'draft', '.a-letter-frame'],
          [`/admin/newsletters/${sent.id}`, 'sent', '.a-letter-progress'],
          ['/admin/newsletters/new', 'new', '.a-letter-fields'],
          [`/admin/articles/edit/${article.id}`, 'article', '.a-send-article'],
        ] as const) {
          await moveTo(page, path);
          await page.locator(shows).first().waitFor();
          await checkScreen(page, what(path), shot(name), violations);
        }
      });
      expect(violations, describeViolations(violations)).toEqual([]);
    },
    EVERY_LOOK_MS * 2,
  );
});

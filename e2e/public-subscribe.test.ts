import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestSmtp } from '../apps/api/test/smtp.ts';
import { type Violation, axeViolations, describeViolations } from './accessibility.ts';
import { DESKTOP, PHONE, type Site, screenshot, useMailingSite } from './harness.ts';
import { describeMessage, validate } from './html-validator.ts';

const SITE = 'https://coach.example';

/**
 * The email list on the site (issue 44): a visitor on a phone without scripts signs up in
 * Burmese from the footer, confirms from the email's link, and a mail provider's one-click
 * POST to the unsubscribe link (RFC 8058) takes them off; the owner's list shows each
 * state. Axe and the HTML checker on the new pages in both languages.
 */
describe('the email list', () => {
  let site: Site;
  let browser: Browser;
  let smtp: TestSmtp;
  let visitors = 0;
  useMailingSite({ demo: false, env: { PUBLIC_URL: SITE, TRUST_PROXY: '1' } }, (s, b, m) => {
    site = s;
    browser = b;
    smtp = m;
  });

  async function visitor(language: 'en' | 'mm', viewport = PHONE, scripts = false) {
    visitors += 1;
    const context = await browser.newContext({
      viewport,
      javaScriptEnabled: scripts,
      extraHTTPHeaders: { 'x-forwarded-for': `10.61.${visitors}.1` },
    });
    await context.addCookies([{ name: 'lang', value: language, url: site.url }]);
    return { context, page: await context.newPage() };
  }
  const stateOf = async (email: string) => {
    const res = await site.api(`/subscribers?search=${encodeURIComponent(email)}`, { admin: true });
    const body = (await res.json()) as { subscribers: { email: string; state: string }[] };
    return body.subscribers.find((s) => s.email === email)?.state;
  };
  /** An address's unsubscribe token, as a list email will carry it (read from the site's file). */
  const unsubscribeToken = (email: string) => {
    const db = new SQLite(site.databaseFile, { readonly: true });
    try {
      db.pragma('busy_timeout = 5000');
      const row = db
        .prepare('select unsubscribe_token from subscriber where address_key = ?')
        .get(email) as { unsubscribe_token: string };
      return row.unsubscribe_token;
    } finally {
      db.close();
    }
  };
  /** The site's own address for a link the email names on PUBLIC_URL. */
  const onSite = (link: string) => link.replace(SITE, site.url);

  it('signs up in Burmese without scripts, confirms from the email, and leaves with one POST', async () => {
    const email = 'thiri@example.com';
    const { context, page } = await visitor('mm');
    await page.goto(`${site.url}/blogs`);
    const form = page.locator('.footer-subscribe form');
    await form.getByLabel('သင့်အီးမေးလ်').fill(email);
    await screenshot(page, 'subscribe-footer-mm-390');
    await form.getByRole('button', { name: 'စာရင်းဝင်မည်' }).click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/subscribe');
    expect(await page.locator('[role=status]').first().textContent()).toContain(
      'အတည်ပြုရန် သင့်အီးမေးလ်ကို စစ်ပြီး',
    );
    await screenshot(page, 'subscribe-answer-mm-390');
    expect(await stateOf(email)).toBe('pending');

    const [mail] = await smtp.waitForTo(email, 1, 30_000);
    expect(mail!.subject).toBe('စာရင်းဝင်ခြင်းကို အတည်ပြုပေးပါ');
    const link = /https:\/\/\S+\/subscribe\/confirm\?token=[\w-]+&lang=mm/.exec(mail!.text!)![0];
    // The link's GET only asks (a mail scanner following it subscribes nobody).
    await page.goto(onSite(link));
    expect(await stateOf(email)).toBe('pending');
    await screenshot(page, 'subscribe-confirm-mm-390');
    await page.getByRole('button', { name: 'စာရင်းဝင်ခြင်းကို အတည်ပြုမည်' }).click();
    await page.waitForLoadState('load');
    expect(await page.locator('[role=status]').textContent()).toBe('စာရင်းဝင်ပြီးပါပြီ။ ကျေးဇူးတင်ပါသည်။');
    expect(await stateOf(email)).toBe('subscribed');
    await context.close();

    // As a mail provider sends it: the form's one field to the link, no page in between.
    const unsubscribe = `${site.url}/unsubscribe?token=${unsubscribeToken(email)}&lang=mm`;
    const oneClick = await fetch(unsubscribe, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      redirect: 'manual',
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.headers.get('cache-control')).toBe('private, no-store');
    expect(await stateOf(email)).toBe('unsubscribed');

    // The link's page, in the subscriber's language, offers to come back.
    const back = await visitor('en', DESKTOP);
    await back.page.goto(unsubscribe);
    expect(await back.page.locator('h1').textContent()).toBe('အီးမေးလ်စာရင်းမှ ထွက်ရန်');
    await screenshot(back.page, 'unsubscribe-mm-1366');
    await back.page.getByRole('button', { name: 'ပြန်လည် စာရင်းဝင်မည်' }).click();
    await back.page.waitForLoadState('load');
    expect(await stateOf(email)).toBe('subscribed');
    await back.context.close();
  }, 120_000);

  it('passes axe and the HTML checker on the list’s pages, in both languages', async () => {
    const signUp = await site.api('/subscribers', {
      method: 'POST',
      headers: { 'x-forwarded-for': '10.62.0.1' },
      body: JSON.stringify({ email: 'gates@example.com', language: 'en' }),
    });
    expect(signUp.status).toBe(202);
    const [mail] = await smtp.waitForTo('gates@example.com', 1, 30_000);
    const confirm = /\/subscribe\/confirm\?token=[\w-]+/.exec(mail!.text!)![0];
    const token = unsubscribeToken('gates@example.com');
    const pages = ['/subscribe', confirm, `/unsubscribe?token=${token}`];
    const violations: Violation[] = [];
    const dir = mkdtempSync(join(tmpdir(), 'coach-subscribe-html-'));
    const files: string[] = [];
    try {
      for (const language of ['en', 'mm'] as const) {
        for (const viewport of [PHONE, DESKTOP]) {
          const { context, page } = await visitor(language, viewport, true);
          for (const path of pages) {
            await page.goto(`${site.url}${path}`);
            await page.evaluate(() => document.fonts.ready);
            violations.push(
              ...(await axeViolations(page, `${path} (${language}, ${viewport.width})`)),
            );
            await screenshot(
              page,
              `subscribe-gate-${language}-${viewport.width}-${pages.indexOf(path)}`,
            );
          }
          await context.close();
        }
        for (const path of pages) {
          const answer = await fetch(`${site.url}${path}`, {
            headers: { cookie: `lang=${language}` },
          });
          expect(answer.status, path).toBe(200);
          expect(answer.headers.get('cache-control')).toBe('private, no-store');
          expect(answer.headers.get('x-page-cache')).not.toBe('hit');
          const html = await answer.text();
          expect(html).toContain('noindex');
          const file = join(dir, `${language}${path.replace(/[/?=&]/g, '_').slice(0, 60)}.html`);
          writeFileSync(file, html);
          files.push(file);
        }
      }
      expect(violations, describeViolations(violations)).toEqual([]);
      const errors = await validate(files);
      expect(errors.map(describeMessage), errors.map(describeMessage).join('\n')).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // The owner's list counts each state.
    const list = (await (await site.api('/subscribers', { admin: true })).json()) as {
      counts: { state: Record<string, number> };
    };
    expect(list.counts.state).toMatchObject({ pending: 1, subscribed: 1 });
  }, 180_000);
});

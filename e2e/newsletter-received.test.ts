import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lintListEmail } from '../apps/api/test/email-lint.ts';
import type { TestSmtp } from '../apps/api/test/smtp.ts';
import { type Violation, axeViolations, describeViolations } from './accessibility.ts';
import { adminPage, moveTo } from './admin-helpers.ts';
import { DESKTOP, PHONE, type Site, screenshot, useMailingSite } from './harness.ts';
import { describeMessage, validate } from './html-validator.ts';
import { type ReceivedMail, lookAt, openReceived } from './received-letter.ts';
import { phonePhoto } from './test-photos.ts';

const SITE = 'https://coach.example';
const OWNER = 'owner@coach.example';
const READERS = { en: 'ann@example.com', mm: 'khin@example.com' } as const;
const UNSUBSCRIBE = { en: 'Unsubscribe', mm: 'စာရင်းမှ ထွက်ရန်' } as const;

/**
 * Newsletters as their readers get them (issue 44): the article's letter and one written
 * by hand, each sent as a test from its screen and then to an English and a Burmese
 * subscriber, taken from the SMTP server as they arrived and opened at a phone's and a
 * desktop's width: in the reader's language, no wider than the screen, every picture
 * loaded with its alt text and inside the column, the personal unsubscribe link there
 * and legible (axe, contrast included), the plain-text part with its links written out.
 * Screenshots of each go to e2e/screenshots. The back office's preview draws Burmese in
 * the site's own font inside a frame that runs nothing.
 */
describe('a newsletter as its subscribers receive it', () => {
  let site: Site;
  let browser: Browser;
  let smtp: TestSmtp;
  useMailingSite(
    { demo: false, env: { PUBLIC_URL: SITE, TRUST_PROXY: '1', ADMIN_EMAIL: OWNER } },
    (s, b, m) => {
      site = s;
      browser = b;
      smtp = m;
    },
  );

  const json = async <T>(path: string, init: RequestInit & { admin?: boolean } = {}) => {
    const res = await site.api(path, init);
    const text = await res.text();
    expect(res.status, `${path}: ${text}`).toBeLessThan(300);
    return JSON.parse(text) as T;
  };
  const subscribe = (language: 'en' | 'mm') =>
    json('/subscribers/import', {
      admin: true,
      method: 'POST',
      body: JSON.stringify({
        csv: READERS[language],
        language,
        consent_given: true,
        consent_source: 'the workshop sign-up sheet',
      }),
    });
  /** A photo as a phone sends it, in the library with its description in both languages. */
  async function photo(seed: number, alt: string, alt_mm: string) {
    const id = await site.upload(await phonePhoto({ width: 2400, height: 1600, seed }), 'p.jpg');
    await json(`/files/${id}`, {
      admin: true,
      method: 'PUT',
      body: JSON.stringify({ alt, alt_mm }),
    });
    return id;
  }

  /** The mails to `address` so far. */
  const mailsTo = (address: string) =>
    smtp.received.filter((mail) => JSON.stringify(mail.to).includes(address)).length;
  /** The next mail to `address`, after the `before` it had. */
  const nextTo = async (address: string, before: number) =>
    (await smtp.waitForTo(address, before + 1, 30_000))[before]!;

  /** From the letter's screen: a test to the owner in each language, then the real send. */
  async function testAndSend(page: Page, letter: number) {
    await moveTo(page, `/admin/newsletters/${letter}`);
    const tests = { en: mailsTo(OWNER), mm: mailsTo(OWNER) + 1 };
    for (const language of ['English', 'Burmese']) {
      await page.getByRole('button', { name: `Send a test to me (${language})` }).click();
      await page.getByText(`A test is on its way to ${OWNER}.`).waitFor();
      // One after the other, so each test is known by its place.
      await smtp.waitForTo(OWNER, tests.en + (language === 'English' ? 1 : 2), 30_000);
    }
    const before = { en: mailsTo(READERS.en), mm: mailsTo(READERS.mm) };
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Send now to all subscribers' }).click();
    return {
      tests: { en: await nextTo(OWNER, tests.en), mm: await nextTo(OWNER, tests.mm) },
      sent: { en: await nextTo(READERS.en, before.en), mm: await nextTo(READERS.mm, before.mm) },
    };
  }

  /**
   * One received letter at a phone's and a desktop's width: what every reader must get,
   * the screenshots, and axe's findings gathered in `violations`.
   */
  async function readLetter(
    mail: ReceivedMail,
    name: string,
    language: 'en' | 'mm',
    violations: Violation[],
  ) {
    const looks = [];
    for (const viewport of [PHONE, DESKTOP]) {
      const what = `${name} at ${viewport.width} px`;
      const { page, close } = await openReceived(browser, site, mail, {
        publicUrl: SITE,
        viewport,
      });
      await screenshot(page, `${name}-${viewport.width}`);
      const look = await lookAt(page);
      expect([look.lang, look.columnLang], what).toEqual(
        Array(2).fill(language === 'mm' ? 'my' : 'en'),
      );
      expect(look.overflow, what).toBeLessThanOrEqual(0);
      for (const picture of look.pictures) {
        expect(picture.alt?.trim(), `${what}: alt of ${picture.src}`).toBeTruthy();
        expect(picture.naturalWidth, `${what}: ${picture.src} loaded`).toBeGreaterThan(0);
        expect(picture.drawnWidth, `${what}: ${picture.src}`).toBeLessThanOrEqual(
          look.contentWidth,
        );
      }
      violations.push(...(await axeViolations(page, what)));
      await close();
      looks.push(look);
    }
    return looks[0]!;
  }

  /** The personal link, in the HTML's footer and written out in the plain text. */
  function expectUnsubscribe(
    mail: ReceivedMail,
    links: { text: string; href: string }[],
    language: 'en' | 'mm',
  ) {
    const link = links.find((l) => l.text === UNSUBSCRIBE[language]);
    const address = new RegExp(
      `^${SITE}/unsubscribe\\?token=[\\w-]+${language === 'mm' ? '&lang=mm' : ''}$`,
    );
    expect(link?.href).toMatch(address);
    expect(mail.text).toContain(`${UNSUBSCRIBE[language]}: ${link!.href}`);
  }

  it('the preview draws Burmese in the site’s font, in a frame that runs nothing, refused nothing', async () => {
    const letter = await json<{ id: number }>('/newsletters', {
      admin: true,
      method: 'POST',
      body: JSON.stringify({
        subject: 'July',
        body: '<p>Two new workshops.</p>',
        subject_mm: 'ဇူလိုင်လ',
        body_mm: '<h2>ဇူလိုင်လ သတင်း</h2><p>ဤလတွင် အလုပ်ရုံ ဆွေးနွေးပွဲသစ် နှစ်ခု ရှိပါသည်။</p>',
      }),
    });
    for (const [language, viewport] of [
      ['en', DESKTOP],
      ['mm', PHONE],
    ] as const) {
      const { page, context } = await adminPage(browser, site, { language, viewport });
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Refused|Content.Security.Policy|CORS|blocked/i.test(message.text()))
          refused.push(message.text());
      });
      await moveTo(page, `/admin/newsletters/${letter.id}`);
      await page
        .getByRole('button', { name: language === 'mm' ? 'မြန်မာ' : 'Burmese', exact: true })
        .click();
      const frame = page.locator('.a-letter-frame');
      await expect.poll(() => frame.getAttribute('srcdoc')).toContain('ဤလတွင်');
      // Sandboxed with nothing allowed: no scripts, no forms, an origin that is not the site's.
      expect(await frame.getAttribute('sandbox')).toBe('');
      const inside = (await frame.elementHandle())!.contentFrame();
      const faces = await (await inside)!.evaluate(async () => {
        await document.fonts.load("16px 'Noto Sans Myanmar'", 'ဤလတွင်');
        await document.fonts.load("bold 16px 'Noto Sans Myanmar'", 'ဤလတွင်');
        return [...document.fonts]
          .filter((face) => face.family.includes('Noto Sans Myanmar'))
          .map((face) => `${face.weight} ${face.status}`);
      });
      expect(faces).toEqual(['400 loaded', '600 700 loaded']);
      await screenshot(page, `newsletter-preview-burmese-${language}-${viewport.width}`);
      expect(refused).toEqual([]);
      await context.close();
    }
  });

  it('the article’s letter and a hand-written one read well on a phone and a desktop, in both languages', async () => {
    await subscribe('en');
    await subscribe('mm');
    const cover = await photo(3, 'A calm team meeting', 'တည်ငြိမ်သော အဖွဲ့ အစည်းအဝေး');
    const article = await json<{ id: number }>('/articles', {
      admin: true,
      method: 'POST',
      body: JSON.stringify({
        name: 'Leading calmly when the quarter goes wrong',
        name_mm: 'လုပ်ငန်း အခြေအနေ မကောင်းချိန်တွင် တည်ငြိမ်စွာ ဦးဆောင်ခြင်း',
        description:
          'Five habits of calm leaders, from a year of coaching founders.\n\nWhat to say first, and what to leave for Monday.',
        description_mm:
          'တည်ထောင်သူများကို တစ်နှစ်ကြာ နည်းပြခဲ့ရာမှ တည်ငြိမ်သော ခေါင်းဆောင်များ၏ အလေ့အထ ငါးခု။\n\nဦးစွာ ဘာပြောရမည်၊ တနင်္လာနေ့အထိ ဘာကို ထားခဲ့ရမည်။',
        content: '<p>Body</p>',
        image: cover,
        is_published: true,
      }),
    });
    const { page, context } = await adminPage(browser, site, { language: 'en' });
    await moveTo(page, `/admin/articles/edit/${article.id}`);
    await page.getByRole('button', { name: 'Send this article to subscribers' }).click();
    await page.waitForURL(/\/admin\/newsletters\/\d+$/);
    const fromArticle = Number(/(\d+)$/.exec(page.url())![1]);
    const articleMails = await testAndSend(page, fromArticle);

    const inline = await photo(5, 'Notes on a whiteboard', 'ဘောင်ပေါ်ရှိ မှတ်စုများ');
    const longLink =
      'https://coach.example/events?utm_source=newsletter&utm_medium=email&utm_campaign=july-workshops-and-office-hours';
    const written = await json<{ id: number }>('/newsletters', {
      admin: true,
      method: 'POST',
      body: JSON.stringify({
        subject: 'Two workshops in July',
        subject_mm: 'ဇူလိုင်လ အလုပ်ရုံ ဆွေးနွေးပွဲ နှစ်ခု',
        body:
          '<h2>Two workshops in July</h2><p>Dear reader, <strong>two new workshops</strong> start this month.</p>' +
          `<img src="/api/files/${inline}" alt="">` +
          '<ul><li>Hard conversations, 12 July</li><li>Planning a calm quarter, 26 July</li></ul>' +
          '<blockquote>“The best leaders I know say less, later.”</blockquote>' +
          `<p>Book here: <a href="${longLink}">${longLink}</a></p>` +
          '<p><a href="/events">See every event</a></p>',
        body_mm:
          '<h2>ဇူလိုင်လ အလုပ်ရုံ ဆွေးနွေးပွဲ နှစ်ခု</h2><p>စာဖတ်သူ ခင်ဗျာ၊ ဤလတွင် <strong>အလုပ်ရုံ ဆွေးနွေးပွဲသစ် နှစ်ခု</strong> စတင်ပါမည်။</p>' +
          `<img src="/api/files/${inline}" alt="">` +
          '<ul><li>ခက်ခဲသော စကားဝိုင်းများ၊ ဇူလိုင် ၁၂</li><li>တည်ငြိမ်သော သုံးလပတ် စီစဉ်ခြင်း၊ ဇူလိုင် ၂၆</li></ul>' +
          '<blockquote>“ကျွန်ုပ်သိသော အကောင်းဆုံး ခေါင်းဆောင်များသည် နည်းနည်းသာ ပြောကြသည်။”</blockquote>' +
          `<p>ဤနေရာတွင် စာရင်းသွင်းပါ- <a href="${longLink}&lang=mm">${longLink}&amp;lang=mm</a></p>` +
          '<p><a href="/events?lang=mm">ပွဲအားလုံး ကြည့်ရန်</a></p>',
      }),
    });
    const writtenMails = await testAndSend(page, written.id);
    await context.close();

    const violations: Violation[] = [];
    for (const [name, mails] of [
      ['article', articleMails],
      ['written', writtenMails],
    ] as const) {
      for (const language of ['en', 'mm'] as const) {
        const test = await readLetter(
          mails.tests[language],
          `letter-${name}-test-${language}`,
          language,
          violations,
        );
        // The owner's test has a note in place of the link: it is no one's to leave with.
        expect(test.links.map((l) => l.text)).not.toContain(UNSUBSCRIBE[language]);
        const mail = mails.sent[language];
        const look = await readLetter(mail, `letter-${name}-${language}`, language, violations);
        expectUnsubscribe(mail, look.links, language);
      }
    }

    // The article's letter: its picture described by its title, its link written out.
    for (const language of ['en', 'mm'] as const) {
      const mail = articleMails.sent[language];
      const link = `${SITE}/articles/view/${article.id}${language === 'mm' ? '?lang=mm' : ''}`;
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.text).toContain(link);
      const title = language === 'mm' ? 'တည်ငြိမ်စွာ ဦးဆောင်ခြင်း' : 'Leading calmly when';
      expect(String(mail.html)).toMatch(new RegExp(`<img [^>]*alt="[^"]*${title}`));
    }
    // The hand-written one: a picture with no alt of its own gets the library's.
    expect(writtenMails.sent.en.html).toContain('alt="Notes on a whiteboard"');
    expect(writtenMails.sent.mm.html).toContain('alt="ဘောင်ပေါ်ရှိ မှတ်စုများ"');
    // Its plain text, each link written out.
    expect(writtenMails.sent.en.text).toContain(`Book here: ${longLink}`);
    expect(writtenMails.sent.en.text).toContain(`See every event [${SITE}/events]`);
    expect(writtenMails.sent.mm.text).toContain(`ပွဲအားလုံး ကြည့်ရန် [${SITE}/events?lang=mm]`);
    expect(violations, describeViolations(violations)).toEqual([]);

    // Every letter as it arrived passes the list-mail lint and the HTML checker.
    const received = [articleMails, writtenMails].flatMap((m) => [
      ...Object.values(m.tests),
      ...Object.values(m.sent),
    ]);
    for (const mail of received) expect(lintListEmail(mail), mail.subject).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), 'coach-letters-'));
    try {
      const files = received.map((mail, i) => {
        const file = join(dir, `letter-${i}.html`);
        writeFileSync(file, String(mail.html));
        return file;
      });
      const errors = (await validate(files)).map(describeMessage);
      expect(errors, errors.join('\n')).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});

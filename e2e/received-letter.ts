import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import type { TestSmtp } from '../apps/api/test/smtp.ts';
import type { Site } from './harness.ts';

const fontFile = (weight: number) =>
  createRequire(import.meta.url).resolve(
    `@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-${weight}-normal.woff2`,
  );

/**
 * Noto Sans Myanmar as a phone has it installed (Android's own Burmese font), inlined:
 * this machine has no Burmese font, and without one every Burmese letter is a box, which
 * says nothing about the mail. Declared under the name the mail asks for, so the mail's
 * own font stack decides whether it is used.
 */
const DEVICE_FONT = `<style>${[400, 700]
  .map(
    (weight) =>
      `@font-face{font-family:'Noto Sans Myanmar';font-weight:${weight};` +
      `src:url(data:font/woff2;base64,${readFileSync(fontFile(weight)).toString('base64')}) format('woff2');` +
      `unicode-range:U+1000-109F,U+200C-200D,U+25CC,U+A92E,U+A9E0-A9FE,U+AA60-AA7F}`,
  )
  .join('')}</style>`;

/** A mail as the test SMTP server received it, parsed. */
export type ReceivedMail = TestSmtp['received'][number];

/** Where a received letter is opened: an address of its own, as a webmail's frame is. */
const READER = 'https://mail.example/letter';

/**
 * A received mail's HTML opened as a mail app shows it, at `viewport`: its pictures and
 * links by their absolute https addresses (`publicUrl`) are answered by the test site.
 */
export async function openReceived(
  browser: Browser,
  site: Site,
  mail: ReceivedMail,
  { publicUrl, viewport }: { publicUrl: string; viewport: { width: number; height: number } },
): Promise<{ page: Page; close: () => Promise<void> }> {
  const html = String(mail.html);
  const context = await browser.newContext({ viewport });
  await context.route(`${publicUrl}/**`, async (route) => {
    const url = route.request().url().replace(publicUrl, site.url);
    await route.fulfill({ response: await route.fetch({ url }) });
  });
  await context.route(READER, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: html.replace('</head>', `${DEVICE_FONT}</head>`),
    }),
  );
  const page = await context.newPage();
  await page.goto(READER, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  return { page, close: () => context.close() };
}

/** What a reader sees of a letter, measured in the page as drawn. */
export interface LetterLook {
  /** The language on <html>, and on the letter's column (what Gmail keeps of it). */
  lang: string;
  columnLang: string;
  /** How far the letter is wider than the screen (0 or less: it fits). */
  overflow: number;
  pictures: { alt: string | null; drawnWidth: number; naturalWidth: number; src: string }[];
  links: { text: string; href: string }[];
  /** The width inside the column's padding, where text and pictures go. */
  contentWidth: number;
}

export function lookAt(page: Page): Promise<LetterLook> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const column = document.querySelector<HTMLElement>('body [lang]')!;
    const style = getComputedStyle(column);
    return {
      lang: root.lang,
      columnLang: column.lang,
      overflow: root.scrollWidth - root.clientWidth,
      pictures: [...document.images].map((img) => ({
        alt: img.getAttribute('alt'),
        drawnWidth: img.getBoundingClientRect().width,
        naturalWidth: img.naturalWidth,
        src: img.src,
      })),
      links: [...document.links].map((a) => ({ text: a.textContent!.trim(), href: a.href })),
      contentWidth:
        column.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    };
  });
}

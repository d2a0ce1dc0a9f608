import type { Language } from '@coach/contract';
import { convert } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';
import { ARTICLE_HTML } from '../content/sanitize.ts';
import { mailText } from '../mail/mail-text.ts';

/** The letter's fields a mail is written from. */
export interface Letter {
  id: number;
  subject: string;
  subject_mm: string;
  body: string;
  body_mm: string;
}

/**
 * The fonts an email names. Mail apps use only fonts their device has: Burmese text gets
 * the site's font (Noto Sans Myanmar) where installed, then the systems' own Burmese fonts.
 */
const BURMESE_FONTS = "'Noto Sans Myanmar', 'Myanmar Text', 'Myanmar Sangam MN', Padauk";
const FONTS = {
  en: `-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, ${BURMESE_FONTS}, sans-serif`,
  mm: `${BURMESE_FONTS}, -apple-system, 'Segoe UI', Roboto, sans-serif`,
} as const;
/** The widest picture the files route makes that fits a mail's 600 px column twice over. */
const PICTURE_WIDTH = 1200;

/** A language's text, or the other's when it is empty (a letter written in one language). */
export const inLanguage = (en: string, mm: string, language: Language) =>
  language === 'mm' ? (mm.trim() ? mm : en) : en.trim() ? en : mm;

/** Which language a subscriber of `language` reads this letter in (its body's). */
export const bodyLanguage = (letter: Letter, language: Language): Language =>
  language === 'mm' ? (letter.body_mm.trim() ? 'mm' : 'en') : letter.body.trim() ? 'en' : 'mm';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The article editor's HTML made fit for a mail: every link and picture by its absolute
 * address (a mail has no page to be relative to), uploads at a width the files route
 * makes, every picture with an alt text (empty when none was given: screen readers skip
 * it), pictures no wider than the column. Cleaned again with the articles' allow-list, so
 * nothing but what an article may hold reaches a mail.
 */
export function mailBodyHtml(html: string, origin: string): string {
  const absolute = (address: string) => {
    try {
      return new URL(address, origin).toString();
    } catch {
      return '';
    }
  };
  return sanitizeHtml(html, {
    ...ARTICLE_HTML,
    allowedAttributes: { ...ARTICLE_HTML.allowedAttributes, img: ['src', 'alt', 'width', 'style'] },
    allowedSchemesByTag: { img: ['https', 'http'] },
    transformTags: {
      ...ARTICLE_HTML.transformTags,
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, href: absolute(attribs.href ?? ''), target: '_blank' },
      }),
      img: (tagName, attribs) => {
        const upload = /^\/api\/files\/([\w-]+)$/.exec(attribs.src ?? '');
        const src = upload
          ? absolute(`/api/files/${upload[1]}?w=${PICTURE_WIDTH}`)
          : absolute(attribs.src ?? '');
        return {
          tagName,
          attribs: {
            src,
            alt: attribs.alt ?? '',
            width: '600',
            style: 'max-width:100%;height:auto;display:block',
          },
        };
      },
    },
  });
}

export interface NewsletterParts {
  subject: string;
  html: string;
  text: string;
  language: Language;
}

/**
 * One subscriber's mail of a letter: the subject and body in their language (the other
 * when theirs is empty), as HTML and as plain text, each ending with why they get it and
 * their own unsubscribe link (`unsubscribe`; for the owner's test, a note instead).
 */
export function newsletterParts(
  letter: Letter,
  language: Language,
  { origin, unsubscribe }: { origin: string; unsubscribe: string | null },
): NewsletterParts {
  const reads = bodyLanguage(letter, language);
  const subject = inLanguage(letter.subject, letter.subject_mm, reads);
  const body = mailBodyHtml(reads === 'mm' ? letter.body_mm : letter.body, origin);
  const site = new URL(origin).host;
  const why = mailText('newsletterWhy', reads, { site });
  const leave = mailText('newsletterUnsubscribe', reads);
  const footer = unsubscribe
    ? `${escapeHtml(why)} <a href="${escapeHtml(unsubscribe)}" style="color:#555">${escapeHtml(leave)}</a>`
    : escapeHtml(mailText('newsletterTest', reads));
  const html = `<!DOCTYPE html>
<html lang="${reads === 'mm' ? 'my' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f2ee">
<div style="max-width:600px;margin:0 auto;padding:24px 20px;background:#ffffff;color:#1f1f1f;font-family:${FONTS[reads].replace(/"/g, "'")};font-size:16px;line-height:1.7">
${body}
<hr style="border:0;border-top:1px solid #dddddd;margin:32px 0 16px">
<p style="font-size:13px;color:#555555">${footer}</p>
<p style="font-size:13px;color:#555555"><a href="${escapeHtml(new URL('/', origin).toString())}" style="color:#555">${escapeHtml(site)}</a></p>
</div>
</body>
</html>
`;
  const textBody = convert(body, {
    wordwrap: 78,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ],
  });
  const text = [
    textBody,
    '',
    '--',
    unsubscribe ? `${why}\n${leave}: ${unsubscribe}` : mailText('newsletterTest', reads),
  ].join('\n');
  return { subject, html, text, language: reads };
}

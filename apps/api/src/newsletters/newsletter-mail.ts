import { IMAGE_WIDTHS, type Language } from '@coach/contract';
import { convert } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';
import type { Upload } from '../content/rich-images.ts';
import { ARTICLE_HTML } from '../content/sanitize.ts';
import { mailText } from '../mail/mail-text.ts';
import {
  BUTTON,
  CONTENT_WIDTH,
  FOOTER_LINK,
  footerLine,
  letterDocument,
  tagStyles,
} from './letter-style.ts';

/** The letter's fields a mail is written from. */
export interface Letter {
  id: number;
  subject: string;
  subject_mm: string;
  body: string;
  body_mm: string;
}

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

/** The pictures a letter shows from the library, by file id (rich-images.ts uploadsIn). */
export type LetterPictures = ReadonlyMap<string, Upload>;

/**
 * The copy of an upload a mail asks for: the files route's smallest width that is sharp at
 * twice `drawn` (phones' screens), or its widest; never a width the route refuses.
 */
export const pictureWidth = (drawn: number) =>
  IMAGE_WIDTHS.find((width) => width >= 2 * drawn) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

/**
 * A picture of the letter: an upload at the size it is drawn (no wider than the column,
 * nor than itself), its height kept in proportion so the text does not jump as it loads,
 * with the library's alt text when the editor gave none; another site's picture by its
 * address, no wider than the column.
 */
function mailPicture(
  attribs: Record<string, string>,
  {
    absolute,
    language,
    pictures,
  }: { absolute: (address: string) => string; language: Language; pictures: LetterPictures },
  style: string,
): Record<string, string> {
  const id = /^\/api\/files\/([\w-]+)$/.exec(attribs.src ?? '')?.[1];
  const upload = id ? pictures.get(id) : undefined;
  const other: Language = language === 'mm' ? 'en' : 'mm';
  const alt = attribs.alt?.trim() || upload?.alt[language] || upload?.alt[other] || '';
  if (!id) return { src: absolute(attribs.src ?? ''), alt, style };
  const drawn = Math.min(CONTENT_WIDTH, upload?.width || CONTENT_WIDTH);
  const src = absolute(`/api/files/${id}?w=${pictureWidth(drawn)}`);
  if (!upload?.width) return { src, alt, width: String(drawn), style };
  const height = Math.round((drawn * upload.height) / upload.width);
  return { src, alt, width: String(drawn), height: String(height), style };
}

/**
 * The article editor's HTML made fit for a mail: every link and picture by its absolute
 * address (a mail has no page to be relative to), pictures as mailPicture draws them,
 * every element with its own style (letter-style.ts), and a paragraph that is only a link
 * drawn as a button. Cleaned again with the articles' allow-list, so nothing but what an
 * article may hold reaches a mail.
 */
export function mailBodyHtml(
  html: string,
  origin: string,
  {
    language = 'en',
    pictures = new Map(),
  }: { language?: Language; pictures?: LetterPictures } = {},
): string {
  const absolute = (address: string) => {
    try {
      return new URL(address, origin).toString();
    } catch {
      return '';
    }
  };
  const styles = tagStyles(language);
  const styled = (tagName: string, attribs: Record<string, string>) => ({
    tagName,
    attribs: { ...attribs, style: styles[tagName]! },
  });
  const withStyle = Object.fromEntries(
    Object.keys(styles).map((tag) => [
      tag,
      [...((ARTICLE_HTML.allowedAttributes as Record<string, string[]>)[tag] ?? []), 'style'],
    ]),
  );
  const cleaned = sanitizeHtml(html, {
    ...ARTICLE_HTML,
    allowedAttributes: {
      ...ARTICLE_HTML.allowedAttributes,
      ...withStyle,
      img: ['src', 'alt', 'width', 'height', 'style'],
    },
    allowedSchemesByTag: { img: ['https', 'http'] },
    transformTags: {
      ...Object.fromEntries(Object.keys(styles).map((tag) => [tag, styled])),
      ol: (tagName, attribs) => {
        const { attribs: kept } = (ARTICLE_HTML.transformTags!.ol as sanitizeHtml.Transformer)(
          tagName,
          attribs,
        );
        return styled(tagName, kept);
      },
      a: (tagName, attribs) =>
        styled(tagName, {
          ...attribs,
          href: absolute(attribs.href ?? ''),
          target: '_blank',
          rel: 'noopener noreferrer nofollow',
        }),
      img: (tagName, attribs) => ({
        tagName,
        attribs: mailPicture(attribs, { absolute, language, pictures }, styles.img!),
      }),
    },
  });
  return loneLinksAsButtons(cleaned, styles);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each paragraph that is only a link, as mailBodyHtml wrote it (its attributes in the
 * order given there), drawn as a button: the letter's call to act.
 */
function loneLinksAsButtons(html: string, styles: Record<string, string>) {
  const loneLink = new RegExp(
    `<p style="${escapeRegExp(styles.p!)}"><a ([^>]*) style="${escapeRegExp(styles.a!)}">([^<]+)</a></p>`,
    'g',
  );
  return html.replace(
    loneLink,
    (_, attributes: string, text: string) =>
      `<p style="margin:24px 0"><a ${attributes} style="${BUTTON}">${text}</a></p>`,
  );
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
  {
    origin,
    unsubscribe,
    pictures = new Map(),
  }: { origin: string; unsubscribe: string | null; pictures?: LetterPictures },
): NewsletterParts {
  const reads = bodyLanguage(letter, language);
  const subject = inLanguage(letter.subject, letter.subject_mm, reads);
  const body = mailBodyHtml(reads === 'mm' ? letter.body_mm : letter.body, origin, {
    language: reads,
    pictures,
  });
  const site = new URL(origin).host;
  const why = mailText('newsletterWhy', reads, { site });
  const leave = mailText('newsletterUnsubscribe', reads);
  const home = new URL('/', origin).toString();
  const link = (href: string, text: string) =>
    `<a href="${escapeHtml(href)}" style="${FOOTER_LINK}">${escapeHtml(text)}</a>`;
  // Why they get it, then the way out on a line of its own, never split across two lines
  // on a phone; the owner's test has a note in its place.
  const footer = unsubscribe
    ? footerLine(escapeHtml(why)) + footerLine(`${link(unsubscribe, leave)} · ${link(home, site)}`)
    : footerLine(escapeHtml(mailText('newsletterTest', reads))) + footerLine(link(home, site));
  const html = letterDocument({ language: reads, subject: escapeHtml(subject), body, footer });
  // The plain text as a reader of either language wants it: not wrapped by us (a phone
  // wraps at its own width, and a line cut at 78 characters breaks a Burmese sentence
  // halfway across a phone's screen), headings in their own case, each link written out.
  const heading = { uppercase: false };
  const textBody = convert(body, {
    wordwrap: false,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'h1', options: heading },
      { selector: 'h2', options: heading },
      { selector: 'h3', options: heading },
    ],
  });
  const text = [
    textBody,
    '',
    '--',
    unsubscribe ? `${why}\n${leave}: ${unsubscribe}` : mailText('newsletterTest', reads),
    home,
  ].join('\n');
  return { subject, html, text, language: reads };
}

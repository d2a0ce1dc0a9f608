import type { Language } from '@coach/contract';

/**
 * How a newsletter looks in a mail app. Mail apps keep a stylesheet only in part, if at all
 * (Outlook ignores much CSS), so every element the article editor makes carries its own
 * style attribute; the colours are the site's ink on white, each at least 4.5:1, set on
 * every block so no app's dark mode leaves dark text on a ground it darkened itself.
 */

/**
 * The fonts a letter names. Mail apps use only fonts their device has: Burmese text gets
 * the site's font (Noto Sans Myanmar, Android's own) where installed, then Windows', Apple's,
 * Myanmar's standard font and SIL's.
 */
export const BURMESE_FONTS =
  "'Noto Sans Myanmar', 'Myanmar Text', 'Myanmar Sangam MN', Pyidaungsu, Padauk";
const FONTS: Record<Language, string> = {
  en: `-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, ${BURMESE_FONTS}, sans-serif`,
  mm: `${BURMESE_FONTS}, -apple-system, 'Segoe UI', Roboto, sans-serif`,
};
/** Burmese stacks vowels and medials above and below the line: more room, as the site gives it. */
const LEADING: Record<Language, { text: number; headings: number }> = {
  en: { text: 1.6, headings: 1.25 },
  mm: { text: 1.9, headings: 1.55 },
};

export const INK = '#14212b';
const SOFT_INK = '#3d4b56';
const MUTED = '#555555';
const LINK = '#16425b';
const LINE = '#e3e0d8';
const PAGE = '#f4f2ee';

/** The letter's column: 600 px at most, as mail apps and their previews expect. */
export const COLUMN_WIDTH = 600;
const COLUMN_PADDING = 20;
/** The widest a picture is drawn: the column less its padding. */
export const CONTENT_WIDTH = COLUMN_WIDTH - 2 * COLUMN_PADDING;

/** The style attribute of each element the article editor makes, in a letter of `language`. */
export function tagStyles(language: Language): Record<string, string> {
  const headings = (size: number) =>
    `margin:0 0 16px;font-size:${size}px;line-height:${LEADING[language].headings};font-weight:700;color:${INK}`;
  return {
    h1: headings(26),
    h2: headings(22),
    h3: headings(19),
    p: 'margin:0 0 16px',
    ul: 'margin:0 0 16px;padding:0 0 0 24px',
    ol: 'margin:0 0 16px;padding:0 0 0 24px',
    li: 'margin:0 0 6px',
    blockquote: `margin:0 0 16px;padding:2px 0 2px 16px;border-left:3px solid ${LINE};color:${SOFT_INK}`,
    a: `color:${LINK};text-decoration:underline`,
    code: "font-family:Menlo,Consolas,'Courier New',monospace;font-size:14px",
    pre: `margin:0 0 16px;padding:12px;background:#f6f5f1;color:${INK};white-space:pre-wrap;font-size:14px;border-radius:6px`,
    hr: `border:0;border-top:1px solid ${LINE};margin:24px 0`,
    img: 'display:block;max-width:100%;height:auto;border:0;margin:0 0 16px',
  };
}

/**
 * A paragraph that is only a link (the article letter's "Read the article") is the letter's
 * call to act: drawn as a button, easy to find and to tap on a phone.
 */
export const BUTTON = `display:inline-block;padding:12px 22px;background:${LINK};color:#ffffff;text-decoration:none;font-weight:700;border-radius:6px`;

/**
 * The whole letter around its body. The column is a div of at most 600 px, centred; for
 * Outlook on Windows, which ignores max-width, a table of that width in comments only it
 * reads. The language is said on the column too, as Gmail keeps only what is in <body>.
 */
export function letterDocument({
  language,
  subject,
  body,
  footer,
}: {
  language: Language;
  subject: string;
  body: string;
  footer: string;
}) {
  const lang = language === 'mm' ? 'my' : 'en';
  const fonts = FONTS[language].replace(/"/g, "'");
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${subject}</title>
</head>
<body style="margin:0;padding:0;background:${PAGE};color:${INK}">
<div style="background:${PAGE};padding:16px 0">
<!--[if mso]><table role="presentation" align="center" width="${COLUMN_WIDTH}" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<div lang="${lang}" dir="ltr" style="max-width:${COLUMN_WIDTH}px;margin:0 auto;padding:24px ${COLUMN_PADDING}px;box-sizing:border-box;background:#ffffff;color:${INK};font-family:${fonts};font-size:16px;line-height:${LEADING[language].text};overflow-wrap:anywhere;word-break:break-word">
${body}
<hr style="border:0;border-top:1px solid ${LINE};margin:32px 0 16px">
${footer}
</div>
<!--[if mso]></td></tr></table><![endif]-->
</div>
</body>
</html>
`;
}

/** The footer's lines: small, grey, still 7:1 on white. */
export const footerLine = (html: string) =>
  `<p style="margin:0 0 8px;font-size:14px;color:${MUTED}">${html}</p>`;
/** A footer's link is never broken across two lines (Burmese "Unsubscribe" is two words). */
export const FOOTER_LINK = `color:${MUTED};text-decoration:underline;white-space:nowrap`;

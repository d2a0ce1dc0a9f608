import burmeseBold from '@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-700-normal.woff2?url';
import burmeseRegular from '@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-400-normal.woff2?url';

/** The Myanmar block and its joiners, as the site's own font faces declare them (fonts.css). */
const MYANMAR_RANGE =
  'U+1000-109F, U+200C-200D, U+25CC, U+A92E, U+A9E0-A9FE, U+AA60-AA7F, U+116D0-116E3';

/**
 * The letter's HTML with the site's Burmese font declared under the first name of the
 * mail's Burmese font stack, for the back office's preview only: the owner's computer
 * often has no Burmese font, and the sandboxed frame would draw boxes, while most phones
 * that read the mail have one. The files go by absolute address (the frame's document has
 * no origin of its own to be relative to); the server lets any origin use its font files.
 * The mail itself is not changed: a web font in a mail is read by few clients, and its
 * hashed file name would change with the next build.
 */
export function withSiteBurmeseFont(html: string, pageAddress: string): string {
  const face = (file: string, weight: string) =>
    `@font-face{font-family:'Noto Sans Myanmar';font-style:normal;font-weight:${weight};` +
    `font-display:swap;src:url('${new URL(file, pageAddress).href}') format('woff2');` +
    `unicode-range:${MYANMAR_RANGE}}`;
  const style = `<style>${face(burmeseRegular, '400')}${face(burmeseBold, '600 700')}</style>`;
  return html.includes('</head>') ? html.replace('</head>', `${style}</head>`) : style + html;
}

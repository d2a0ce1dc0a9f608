import type { ParsedMail } from 'mailparser';
import { Parser } from 'htmlparser2';

/** Gmail clips a message's HTML past 102 KB; a list email stays under 100 KB. */
export const MAX_HTML_BYTES = 100 * 1024;

/**
 * A spam-check-style lint of a list email (issue 44, item 6), the checks mail providers
 * and tools such as mail-tester make of bulk mail: a plain-text part beside the HTML, HTML
 * under the size Gmail clips at, no scripts, forms, frames or embedded objects, every
 * picture with an alt text, and every link and picture by an absolute https address (or a
 * mailto). Answers the problems found; none is a clean message.
 */
export function lintListEmail(mail: ParsedMail): string[] {
  const problems: string[] = [];
  if (!mail.text?.trim()) problems.push('no plain-text part');
  const html = typeof mail.html === 'string' ? mail.html : '';
  if (!html) return [...problems, 'no HTML part'];
  const size = Buffer.byteLength(html);
  if (size > MAX_HTML_BYTES) problems.push(`HTML of ${size} bytes (over ${MAX_HTML_BYTES})`);
  const forbidden = new Set(['script', 'form', 'input', 'iframe', 'object', 'embed', 'frame']);
  const httpsOrMail = (address: string | undefined) =>
    !!address && (address.startsWith('https://') || address.startsWith('mailto:'));
  const parser = new Parser({
    onopentag(name, attribs) {
      if (forbidden.has(name)) problems.push(`a <${name}>`);
      for (const attribute of Object.keys(attribs))
        if (attribute.startsWith('on')) problems.push(`an ${attribute} handler on <${name}>`);
      if (name === 'img') {
        if (attribs.alt === undefined) problems.push(`a picture without alt: ${attribs.src}`);
        if (!attribs.src?.startsWith('https://'))
          problems.push(`a picture not by https: ${attribs.src}`);
      }
      if (name === 'a' && !httpsOrMail(attribs.href))
        problems.push(`a link not absolute https: ${attribs.href}`);
    },
  });
  parser.write(html);
  parser.end();
  return problems;
}

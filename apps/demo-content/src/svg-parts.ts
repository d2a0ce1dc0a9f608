import type { Tone } from './palette.ts';

/** Small SVG building blocks shared by every generated demo image. */

export const FONT = "'DejaVu Sans', 'Noto Sans', Arial, sans-serif";

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Breaks text into lines of at most `maxChars` characters, on word boundaries. */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface TextBox {
  x: number;
  y: number;
  width: number;
  size: number;
  maxLines: number;
  color: string;
  weight?: 'bold' | 'normal';
  italic?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  lineHeight?: number;
  spacing?: number;
}

/**
 * A wrapped text block whose first baseline sits at `y`. The font shrinks until the
 * text fits in `maxLines`. Answers the SVG and the y just below the last line.
 */
export function textBlock(text: string, box: TextBox): { svg: string; bottom: number } {
  // Average glyph width of DejaVu Sans as a share of the font size.
  const glyph = box.weight === 'bold' ? 0.63 : 0.56;
  let size = box.size;
  let lines = wrap(text, Math.max(4, Math.floor(box.width / (size * glyph))));
  while (lines.length > box.maxLines && size > 10) {
    size = Math.round(size * 0.9);
    lines = wrap(text, Math.max(4, Math.floor(box.width / (size * glyph))));
  }
  const lineHeight = Math.round(size * (box.lineHeight ?? 1.22));
  const tspans = lines
    .map((l, i) => `<tspan x="${box.x}" dy="${i === 0 ? 0 : lineHeight}">${esc(l)}</tspan>`)
    .join('');
  const svg =
    `<text x="${box.x}" y="${box.y}" font-family="${FONT}" font-size="${size}" ` +
    `font-weight="${box.weight ?? 'normal'}" fill="${box.color}" ` +
    `text-anchor="${box.anchor ?? 'start'}"${box.italic ? ' font-style="italic"' : ''}` +
    `${box.spacing ? ` letter-spacing="${box.spacing}"` : ''}>${tspans}</text>`;
  return { svg, bottom: box.y + (lines.length - 1) * lineHeight + Math.round(size * 0.4) };
}

/** A short upper-case label, letter-spaced (kickers, mastheads). */
export const label = (
  text: string,
  x: number,
  y: number,
  size: number,
  color: string,
  anchor = 'start',
) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="bold" ` +
  `letter-spacing="${size * 0.14}" fill="${color}" text-anchor="${anchor}">${esc(text.toUpperCase())}</text>`;

/** A linear gradient background filling the canvas. */
export function background(w: number, h: number, t: Tone, angle: 'down' | 'across' = 'down') {
  const [x2, y2] = angle === 'down' ? ['0.35', '1'] : ['1', '0.6'];
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${t.from}"/><stop offset="1" stop-color="${t.to}"/>` +
    `</linearGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`
  );
}

/**
 * Soft rings and a small dot grid that give a flat background some depth without noise.
 * `dots` places the grid's top-left corner (null leaves it out).
 */
export function decoration(
  w: number,
  h: number,
  t: Tone,
  seed: number,
  dots: { x: number; y: number } | null,
) {
  const r = Math.max(w, h);
  const cx = seed % 2 === 0 ? w * 0.92 : w * 0.08;
  const cy = seed % 3 === 0 ? h * 0.1 : h * 0.95;
  const grid: string[] = [];
  if (dots) {
    const step = Math.round(Math.min(w, h) / 16);
    for (let i = 0; i < 5; i++) {
      for (let j = 0; j < 4; j++) {
        grid.push(
          `<circle cx="${dots.x + i * step}" cy="${dots.y + j * step}" r="${Math.max(1.5, step / 9)}"/>`,
        );
      }
    }
  }
  return (
    `<g fill="none" stroke="${t.shape}" opacity="0.3">` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.42}" stroke-width="${r * 0.012}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.3}" stroke-width="${r * 0.006}"/></g>` +
    `<g fill="${t.accent}" opacity="0.4">${grid.join('')}</g>`
  );
}

/** An abstract head-and-shoulders figure: the placeholder for a portrait. */
export function silhouette(cx: number, cy: number, size: number, fill: string) {
  const head = size * 0.2;
  const top = cy - size * 0.36;
  const shoulderY = cy + size * 0.1;
  const bottom = cy + size * 0.5;
  const half = size * 0.42;
  return (
    `<g fill="${fill}"><circle cx="${cx}" cy="${top + head}" r="${head}"/>` +
    `<path d="M ${cx - half} ${bottom} C ${cx - half} ${shoulderY}, ${cx - half * 0.55} ${shoulderY - size * 0.06}, ${cx} ${shoulderY - size * 0.06} ` +
    `C ${cx + half * 0.55} ${shoulderY - size * 0.06}, ${cx + half} ${shoulderY}, ${cx + half} ${bottom} Z"/></g>`
  );
}

export type IconName =
  | 'growth'
  | 'target'
  | 'people'
  | 'loop'
  | 'disc'
  | 'book'
  | 'play'
  | 'star'
  | 'chat'
  | 'steps'
  | 'shield'
  | 'doc'
  | 'calendar'
  | 'mic';

/** Line icons drawn in a 100 x 100 box. */
const ICONS: Record<IconName, string> = {
  growth:
    '<path d="M14 86 H88"/><rect x="20" y="60" width="12" height="22" rx="2"/><rect x="40" y="46" width="12" height="36" rx="2"/>' +
    '<rect x="60" y="32" width="12" height="50" rx="2"/><path d="M18 44 L42 26 L58 34 L84 14"/><path d="M72 13 H85 V26"/>',
  target:
    '<circle cx="48" cy="52" r="34"/><circle cx="48" cy="52" r="21"/><circle cx="48" cy="52" r="8"/>' +
    '<path d="M48 52 L84 16"/><path d="M74 14 H86 V26"/>',
  people:
    '<circle cx="50" cy="32" r="11"/><path d="M30 76 C30 58, 70 58, 70 76"/>' +
    '<circle cx="22" cy="42" r="8"/><path d="M8 78 C8 64, 30 62, 34 68"/>' +
    '<circle cx="78" cy="42" r="8"/><path d="M92 78 C92 64, 70 62, 66 68"/>',
  loop: '<path d="M50 50 C38 30, 12 30, 12 50 C12 70, 38 70, 50 50 C62 30, 88 30, 88 50 C88 70, 62 70, 50 50 Z"/>',
  disc:
    '<circle cx="50" cy="50" r="36"/><path d="M50 14 V86 M14 50 H86"/>' +
    '<circle cx="32" cy="32" r="4"/><circle cx="68" cy="32" r="4"/><circle cx="32" cy="68" r="4"/><circle cx="68" cy="68" r="4"/>',
  book: '<path d="M50 28 C40 20, 22 20, 12 24 V80 C22 76, 40 76, 50 84 C60 76, 78 76, 88 80 V24 C78 20, 60 20, 50 28 Z"/><path d="M50 28 V84"/>',
  play: '<circle cx="50" cy="50" r="36"/><path d="M42 34 L68 50 L42 66 Z"/>',
  star: '<path d="M50 12 L60 38 L88 39 L66 56 L74 84 L50 68 L26 84 L34 56 L12 39 L40 38 Z"/>',
  chat: '<path d="M14 22 H86 V66 H48 L30 82 V66 H14 Z"/><path d="M28 38 H72 M28 50 H60"/>',
  steps: '<path d="M10 86 H34 V66 H56 V46 H78 V26"/><path d="M78 26 V8 L94 14 L78 20"/>',
  shield:
    '<path d="M50 10 L84 22 V48 C84 68, 68 82, 50 90 C32 82, 16 68, 16 48 V22 Z"/><path d="M36 50 L46 60 L66 38"/>',
  doc: '<path d="M24 10 H62 L78 26 V90 H24 Z"/><path d="M62 10 V26 H78"/><path d="M34 42 H68 M34 54 H68 M34 66 H56"/>',
  calendar:
    '<rect x="14" y="20" width="72" height="66" rx="6"/><path d="M14 38 H86 M32 12 V28 M68 12 V28"/>' +
    '<path d="M30 54 H40 M46 54 H56 M62 54 H72 M30 70 H40 M46 70 H56"/>',
  mic: '<rect x="38" y="10" width="24" height="46" rx="12"/><path d="M26 44 C26 74, 74 74, 74 44 M50 70 V88 M36 88 H64"/>',
};

/** An icon of `size` pixels with its top-left corner at (x, y). */
export function icon(name: IconName, x: number, y: number, size: number, color: string) {
  const scale = size / 100;
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${color}" ` +
    `stroke-width="${Math.max(3, 5 / Math.sqrt(scale))}" stroke-linecap="round" stroke-linejoin="round">` +
    `${ICONS[name]}</g>`
  );
}

export const svgDoc = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

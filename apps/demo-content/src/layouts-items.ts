import type { ArtKind, Layout } from './art-spec.ts';
import { LOGO_COLORS, SHADE, tone } from './palette.ts';
import {
  FONT,
  background,
  decoration,
  esc,
  icon,
  label,
  silhouette,
  textBlock,
} from './svg-parts.ts';

/** Layouts of the item pictures: products, logos, awards, quotes, press, people, receipts. */

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w) && !/^(&|and|of|the|co\.?)$/i.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

export const ITEM_LAYOUTS: Partial<Record<ArtKind, Layout>> = {
  book: ({ w, h, title, spec }) => {
    const bw = w * 0.42;
    const bh = h * 0.8;
    const bx = (w - bw) / 2;
    const by = (h - bh) / 2;
    const cover = tone((spec.tone ?? 0) + 3);
    return (
      background(w, h, tone(2)) +
      `<rect x="${bx + 10}" y="${by + 12}" width="${bw}" height="${bh}" rx="6" fill="${SHADE.ink}" opacity="0.18"/>` +
      `<defs><linearGradient id="cv" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${cover.from}"/><stop offset="1" stop-color="${cover.to}"/></linearGradient></defs>` +
      `<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" rx="6" fill="url(#cv)"/>` +
      `<rect x="${bx}" y="${by}" width="14" height="${bh}" fill="${SHADE.ink}" opacity="0.25"/>` +
      icon(spec.icon ?? 'book', bx + bw / 2 - 28, by + 26, 56, cover.accent) +
      textBlock(title, {
        x: bx + bw / 2 + 7,
        y: by + 128,
        width: bw - 40,
        size: 23,
        maxLines: 4,
        color: cover.text,
        weight: 'bold',
        anchor: 'middle',
      }).svg +
      label(spec.kicker ?? 'Mung', bx + bw / 2 + 7, by + bh - 22, 11, cover.accent, 'middle')
    );
  },
  badge: ({ w, h, t, seed, title, spec }) => {
    const cx = w * 0.5;
    return (
      background(w, h, t) +
      decoration(w, h, t, seed, { x: 16, y: 16 }) +
      `<circle cx="${cx}" cy="${h * 0.36}" r="${h * 0.2}" fill="${t.shape}" opacity="0.4"/>` +
      `<circle cx="${cx}" cy="${h * 0.36}" r="${h * 0.24}" fill="none" stroke="${t.accent}" stroke-width="3"/>` +
      icon(spec.icon ?? 'loop', cx - h * 0.13, h * 0.23, h * 0.26, t.accent) +
      label(spec.kicker ?? '', cx, h * 0.7, 13, t.accent, 'middle') +
      textBlock(title, {
        x: cx,
        y: h * 0.8,
        width: w * 0.84,
        size: 26,
        maxLines: 2,
        color: t.text,
        weight: 'bold',
        anchor: 'middle',
      }).svg
    );
  },
  logo: ({ w, h, seed, title }) => {
    const color = LOGO_COLORS[seed % LOGO_COLORS.length]!;
    const c = w / 2;
    const shapes = [
      `<circle cx="${c}" cy="${c * 0.86}" r="${w * 0.34}" fill="${color}"/>`,
      `<rect x="${w * 0.16}" y="${w * 0.09}" width="${w * 0.68}" height="${w * 0.68}" rx="${w * 0.16}" fill="${color}"/>`,
      `<path d="M ${c} ${w * 0.06} L ${w * 0.84} ${c * 0.86} L ${c} ${w * 0.8} L ${w * 0.16} ${c * 0.86} Z" fill="${color}"/>`,
      `<path d="M ${c} ${w * 0.08} L ${w * 0.82} ${w * 0.26} L ${w * 0.82} ${w * 0.6} L ${c} ${w * 0.78} L ${w * 0.18} ${w * 0.6} L ${w * 0.18} ${w * 0.26} Z" fill="${color}"/>`,
    ];
    const word = title.split(/\s+/).slice(0, 2).join(' ');
    const shape = Math.floor(seed / LOGO_COLORS.length + seed) % shapes.length;
    return (
      `<rect width="${w}" height="${h}" fill="${SHADE.white}"/>` +
      shapes[shape] +
      // An inner ring only where it fits inside the shape.
      (shape < 2
        ? `<circle cx="${c}" cy="${c * 0.86}" r="${w * 0.27}" fill="none" stroke="${SHADE.white}" stroke-width="${w * 0.012}" opacity="0.6"/>`
        : '') +
      `<text x="${c}" y="${c * 0.86 + w * 0.085}" font-family="${FONT}" font-size="${shape < 2 ? w * 0.27 : w * 0.22}" font-weight="bold" fill="${SHADE.white}" text-anchor="middle">${esc(initials(title))}</text>` +
      textBlock(word, {
        x: c,
        y: h * 0.95,
        width: w * 0.94,
        size: w * 0.1,
        maxLines: 1,
        color: SHADE.ink,
        weight: 'bold',
        anchor: 'middle',
      }).svg
    );
  },
  medal: ({ w, h, seed, title, spec }) => {
    const mx = w * 0.26;
    const my = h * 0.46;
    const r = h * 0.2;
    const ribbon = (dx: number) =>
      `<path d="M ${mx + dx * 0.3} ${my + r * 0.6} L ${mx + dx} ${my + r * 2.1} L ${mx + dx * 0.55} ${my + r * 1.8} L ${mx + dx * 0.1} ${my + r * 2.2} Z" fill="${dx < 0 ? SHADE.navy : SHADE.teal}"/>`;
    return (
      background(w, h, tone(2)) +
      decoration(w, h, tone(2), seed, { x: 24, y: 24 }) +
      ribbon(-r * 0.9) +
      ribbon(r * 0.9) +
      `<circle cx="${mx}" cy="${my}" r="${r * 1.08}" fill="${SHADE.gold}"/>` +
      `<circle cx="${mx}" cy="${my}" r="${r * 0.86}" fill="none" stroke="${SHADE.goldLight}" stroke-width="4"/>` +
      icon('star', mx - r * 0.5, my - r * 0.52, r, SHADE.white) +
      label(spec.kicker ?? '', w * 0.48, h * 0.3, 14, SHADE.teal) +
      textBlock(title, {
        x: w * 0.48,
        y: h * 0.42,
        width: w * 0.47,
        size: 27,
        maxLines: 4,
        color: SHADE.navy,
        weight: 'bold',
      }).svg +
      (spec.subtitle
        ? textBlock(spec.subtitle, {
            x: w * 0.48,
            y: h * 0.86,
            width: w * 0.47,
            size: 16,
            maxLines: 1,
            color: SHADE.teal,
          }).svg
        : '')
    );
  },
  quote: ({ w, h, t, seed, title, spec }) => {
    const box = {
      x: w * 0.1,
      y: 0,
      width: w * 0.8,
      size: 30,
      maxLines: 5,
      color: t.text,
      weight: 'bold',
      lineHeight: 1.3,
    } as const;
    // Centre the quote and its signature in the space below the quotation mark.
    const lines = textBlock(title, box).bottom;
    const top = h * 0.3;
    const free = h - top - (lines + 30 + 24);
    const body = textBlock(title, { ...box, y: top + free / 2 + 24 });
    return (
      background(w, h, t) +
      decoration(w, h, t, seed + 1, { x: w - 24 - (4 * h) / 16, y: 24 }) +
      `<text x="${w * 0.08}" y="${h * 0.27}" font-family="${FONT}" font-size="${h * 0.32}" font-weight="bold" fill="${t.accent}">\u201C</text>` +
      body.svg +
      `<rect x="${w * 0.1}" y="${body.bottom + 18}" width="40" height="4" rx="2" fill="${t.accent}"/>` +
      label(spec.subtitle ?? 'Mung', w * 0.1 + 54, body.bottom + 24, 16, t.muted)
    );
  },
  press: ({ w, h, seed, title, spec }) => {
    if (spec.video) {
      return (
        background(w, h, tone(4)) +
        decoration(w, h, tone(4), seed, { x: 24, y: 24 }) +
        silhouette(w * 0.72, h * 0.5, h * 0.6, SHADE.teal) +
        `<circle cx="${w * 0.36}" cy="${h * 0.38}" r="52" fill="${SHADE.ink}" opacity="0.55"/>` +
        icon('play', w * 0.36 - 50, h * 0.38 - 50, 100, SHADE.goldLight) +
        `<rect x="0" y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="${SHADE.ink}" opacity="0.9"/>` +
        `<rect x="24" y="${h * 0.72 + 20}" width="6" height="${h * 0.28 - 40}" fill="${SHADE.gold}"/>` +
        label(spec.kicker ?? '', 44, h * 0.72 + 38, 13, SHADE.goldLight) +
        textBlock(title, {
          x: 44,
          y: h * 0.72 + 70,
          width: w - 80,
          size: 22,
          maxLines: 2,
          color: SHADE.white,
          weight: 'bold',
        }).svg
      );
    }
    const lines = [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<rect x="${w * 0.52}" y="${h * 0.58 + i * 18}" width="${w * (i === 5 ? 0.24 : 0.4)}" height="7" rx="3" fill="${SHADE.mist}" opacity="0.7"/>`,
      )
      .join('');
    return (
      `<rect width="${w}" height="${h}" fill="${SHADE.cream}"/>` +
      `<text x="${w / 2}" y="58" font-family="${FONT}" font-size="30" font-weight="bold" fill="${SHADE.ink}" text-anchor="middle">${esc(spec.kicker ?? '')}</text>` +
      `<rect x="24" y="74" width="${w - 48}" height="3" fill="${SHADE.ink}"/><rect x="24" y="81" width="${w - 48}" height="1" fill="${SHADE.ink}"/>` +
      textBlock(title, {
        x: 24,
        y: 124,
        width: w - 48,
        size: 26,
        maxLines: 2,
        color: SHADE.navy,
        weight: 'bold',
      }).svg +
      `<rect x="24" y="${h * 0.5}" width="${w * 0.44}" height="${h * 0.42}" fill="${SHADE.navy}"/>` +
      `<clipPath id="c"><rect x="24" y="${h * 0.5}" width="${w * 0.44}" height="${h * 0.42}"/></clipPath>` +
      `<g clip-path="url(#c)">${silhouette(24 + w * 0.22, h * 0.76, h * 0.42, SHADE.mist)}</g>` +
      lines
    );
  },
  avatar: ({ w, h, t }) => {
    return (
      background(w, h, t) +
      `<circle cx="${w / 2}" cy="${h * 0.44}" r="${w * 0.44}" fill="${t.shape}" opacity="0.3"/>` +
      silhouette(w / 2, h * 0.62, w * 0.82, t.text)
    );
  },
  receipt: ({ w, h, title, spec }) => {
    const row = (k: string, v: string, y: number) =>
      `<text x="48" y="${y}" font-family="${FONT}" font-size="20" fill="${SHADE.teal}">${esc(k)}</text>` +
      `<text x="${w - 48}" y="${y}" font-family="${FONT}" font-size="20" font-weight="bold" fill="${SHADE.ink}" text-anchor="end">${esc(v)}</text>`;
    const rows = (spec.subtitle ?? '').split('|').map((pair, i) => {
      const [k, v] = pair.split('=');
      return row(k ?? '', v ?? '', 430 + i * 56);
    });
    return (
      `<rect width="${w}" height="${h}" fill="${SHADE.white}"/>` +
      `<rect width="${w}" height="150" fill="${SHADE.navy}"/>` +
      label('Transfer receipt', w / 2, 90, 20, SHADE.goldLight, 'middle') +
      `<circle cx="${w / 2}" cy="210" r="44" fill="${SHADE.teal}"/>` +
      `<path d="M ${w / 2 - 20} 210 L ${w / 2 - 5} 226 L ${w / 2 + 22} 196" fill="none" stroke="${SHADE.white}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<text x="${w / 2}" y="296" font-family="${FONT}" font-size="22" fill="${SHADE.teal}" text-anchor="middle">Transfer successful</text>` +
      `<text x="${w / 2}" y="358" font-family="${FONT}" font-size="44" font-weight="bold" fill="${SHADE.ink}" text-anchor="middle">${esc(title)}</text>` +
      `<path d="M 48 392 H ${w - 48}" stroke="${SHADE.sand}" stroke-width="2" stroke-dasharray="8 8"/>` +
      rows.join('') +
      `<path d="M 48 ${h - 96} H ${w - 48}" stroke="${SHADE.sand}" stroke-width="2"/>` +
      `<text x="${w / 2}" y="${h - 52}" font-family="${FONT}" font-size="17" fill="${SHADE.mist}" text-anchor="middle">Keep this receipt for your records</text>`
    );
  },
};

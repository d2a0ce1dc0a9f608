import type { ArtKind, Layout } from './art-spec.ts';
import { SHADE } from './palette.ts';
import { background, decoration, icon, label, silhouette, textBlock } from './svg-parts.ts';

/** Layouts of the page-sized pictures: banners, event posters, service and article headers. */

export const PAGE_LAYOUTS: Partial<Record<ArtKind, Layout>> = {
  hero: ({ w, h, t }) => {
    const r = h * 0.36;
    const cx = w * 0.8;
    const cy = h * 0.5;
    return (
      background(w, h, t, 'across') +
      decoration(w, h, t, 1, { x: w * 0.5, y: h * 0.1 }) +
      `<circle cx="${cx}" cy="${cy}" r="${r * 1.32}" fill="none" stroke="${t.accent}" stroke-width="6" opacity="0.8"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${t.shape}" opacity="0.55"/>` +
      `<clipPath id="c"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>` +
      `<g clip-path="url(#c)">${silhouette(cx, cy + r * 0.22, r * 1.6, t.text)}</g>` +
      `<circle cx="${cx - r * 0.78}" cy="${cy + r * 0.72}" r="${r * 0.3}" fill="${t.accent}"/>` +
      icon('growth', cx - r * 0.94, cy + r * 0.55, r * 0.32, SHADE.ink)
    );
  },
  mobile: ({ w, h, t }) => {
    const r = w * 0.36;
    const cx = w / 2;
    const cy = h * 0.3;
    return (
      background(w, h, t) +
      decoration(w, h - 236, t, 2, { x: w * 0.62, y: h * 0.56 }) +
      `<circle cx="${cx}" cy="${cy}" r="${r * 1.25}" fill="none" stroke="${t.accent}" stroke-width="4"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${t.shape}" opacity="0.6"/>` +
      `<clipPath id="c"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>` +
      `<g clip-path="url(#c)">${silhouette(cx, cy + r * 0.22, r * 1.6, t.text)}</g>` +
      `<defs><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${SHADE.ink}" stop-opacity="0"/><stop offset="1" stop-color="${SHADE.ink}" stop-opacity="0.6"/></linearGradient></defs>` +
      `<rect x="0" y="${h - 320}" width="${w}" height="320" fill="url(#fade)"/>`
    );
  },
  panel: ({ w, h, t, seed, title, spec }) => {
    const art = spec.portrait
      ? `<circle cx="${w / 2}" cy="${h * 0.42}" r="${w * 0.3}" fill="${t.shape}" opacity="0.6"/>` +
        `<clipPath id="c"><circle cx="${w / 2}" cy="${h * 0.42}" r="${w * 0.3}"/></clipPath>` +
        `<g clip-path="url(#c)">${silhouette(w / 2, h * 0.42 + w * 0.07, w * 0.5, t.text)}</g>`
      : `<circle cx="${w / 2}" cy="${h * 0.42}" r="${w * 0.3}" fill="${t.shape}" opacity="0.35"/>` +
        icon(spec.icon ?? 'target', w * 0.32, h * 0.42 - w * 0.18, w * 0.36, t.accent);
    return (
      background(w, h, t) +
      decoration(w, h, t, seed, null) +
      `<circle cx="${w / 2}" cy="${h * 0.42}" r="${w * 0.36}" fill="none" stroke="${t.accent}" stroke-width="3"/>` +
      art +
      textBlock(title, {
        x: w / 2,
        y: h * 0.88,
        width: w * 0.85,
        size: 24,
        maxLines: 1,
        color: t.text,
        weight: 'bold',
        anchor: 'middle',
      }).svg
    );
  },
  poster: ({ w, h, t, seed, title, spec }) => {
    const band = h * 0.5;
    const body = textBlock(title, {
      x: 32,
      y: band + 92,
      width: w - 64,
      size: 34,
      maxLines: 3,
      color: t.text,
      weight: 'bold',
    });
    const sub = spec.subtitle
      ? textBlock(spec.subtitle, {
          x: 32,
          y: body.bottom + 30,
          width: w - 64,
          size: 18,
          maxLines: 2,
          color: t.muted,
        }).svg
      : '';
    return (
      background(w, h, t) +
      decoration(w, band, t, seed, { x: 18, y: 18 }) +
      `<circle cx="${w / 2}" cy="${band * 0.55}" r="${w * 0.24}" fill="${t.shape}" opacity="0.35"/>` +
      icon(spec.icon ?? 'calendar', w / 2 - w * 0.15, band * 0.55 - w * 0.15, w * 0.3, t.accent) +
      `<rect x="32" y="${band + 24}" width="56" height="5" rx="2" fill="${t.accent}"/>` +
      label(spec.kicker ?? '', 32, band + 54, 16, t.accent) +
      body.svg +
      sub
    );
  },
  service: ({ w, h, t, seed, title, spec }) => {
    const s = h * 0.5;
    return (
      background(w, h, t, 'across') +
      decoration(w, h, t, seed, null) +
      `<circle cx="${h * 0.55}" cy="${h / 2}" r="${h * 0.36}" fill="${t.shape}" opacity="0.45"/>` +
      icon(spec.icon ?? 'growth', h * 0.55 - s / 2, h / 2 - s / 2, s, t.accent) +
      label(spec.kicker ?? '', h * 1.08, h * 0.36, 13, t.accent) +
      textBlock(title, {
        x: h * 1.08,
        y: h * 0.56,
        width: w - h * 1.2,
        size: 30,
        maxLines: 2,
        color: t.text,
        weight: 'bold',
      }).svg
    );
  },
  header: ({ w, h, t, seed, title, spec }) => {
    const s = h * 0.5;
    const body = textBlock(title, {
      x: w * 0.07,
      y: h * 0.46,
      width: w * 0.55,
      size: 72,
      maxLines: 3,
      color: t.text,
      weight: 'bold',
    });
    return (
      background(w, h, t, 'across') +
      decoration(w, h, t, seed, { x: w * 0.07, y: h * 0.78 }) +
      `<circle cx="${w * 0.8}" cy="${h / 2}" r="${h * 0.38}" fill="${t.shape}" opacity="0.35"/>` +
      `<circle cx="${w * 0.8}" cy="${h / 2}" r="${h * 0.44}" fill="none" stroke="${t.accent}" stroke-width="6"/>` +
      icon(spec.icon ?? 'growth', w * 0.8 - s / 2, h / 2 - s / 2, s, t.accent) +
      `<rect x="${w * 0.07}" y="${h * 0.22}" width="90" height="8" rx="4" fill="${t.accent}"/>` +
      label(spec.kicker ?? '', w * 0.07, h * 0.32, 28, t.accent) +
      body.svg
    );
  },
};

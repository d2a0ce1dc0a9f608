import type { Tone } from './palette.ts';
import type { IconName } from './svg-parts.ts';

/** What a demo picture shows; one layout per kind. */

export type ArtKind =
  | 'hero' // wide home banner
  | 'mobile' // tall mobile banner; the page covers its bottom 236 px with text
  | 'panel' // page banners (386 x 400)
  | 'poster' // events
  | 'book' // shop products that are books
  | 'badge' // other shop products
  | 'logo' // clients
  | 'medal' // awards
  | 'quote'
  | 'service' // stats images
  | 'header' // article images
  | 'press'
  | 'avatar' // testimonial photos
  | 'receipt';

export interface ArtSpec {
  kind: ArtKind;
  width: number;
  height: number;
  title?: string;
  subtitle?: string;
  kicker?: string;
  /** Picks the background tone (and the logo colour). */
  tone?: number;
  icon?: IconName;
  /** Press: a video clip rather than a print clipping. */
  video?: boolean;
  /** Panels: draw the coach's portrait placeholder instead of an icon. */
  portrait?: boolean;
}

/** What a layout draws from: the picture's ArtSpec, canvas size, tone and the text to set. */
export interface Canvas {
  spec: ArtSpec;
  w: number;
  h: number;
  t: Tone;
  seed: number;
  title: string;
}

export type Layout = (canvas: Canvas) => string;

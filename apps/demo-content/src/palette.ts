import { DEFAULT_THEME as THEME } from '@coach/api';

/**
 * The brand palette. The generated demo images are drawn from the site's default theme
 * colours and a few shades around them, so they sit well on the themed pages.
 */

export const SHADE = {
  ink: '#0C2536',
  navy: THEME.primary,
  teal: '#2F6F7E',
  mist: '#8FB3BD',
  gold: THEME.secondary,
  goldLight: '#F0CF85',
  cream: THEME.tertiary,
  sand: '#E8DCC4',
  white: '#FFFFFF',
} as const;

/** A background and the colours drawn on it. */
export interface Tone {
  from: string;
  to: string;
  text: string;
  muted: string;
  accent: string;
  /** Colour of shapes behind the text, a step away from the background. */
  shape: string;
}

export const TONES: readonly Tone[] = [
  {
    from: SHADE.navy,
    to: SHADE.ink,
    text: SHADE.cream,
    muted: SHADE.mist,
    accent: SHADE.gold,
    shape: SHADE.teal,
  },
  {
    from: SHADE.teal,
    to: SHADE.navy,
    text: SHADE.white,
    muted: '#CFE0E3',
    accent: SHADE.goldLight,
    shape: SHADE.mist,
  },
  {
    from: SHADE.cream,
    to: SHADE.sand,
    text: SHADE.navy,
    muted: SHADE.teal,
    // A deeper gold: the light one is too faint for text on cream.
    accent: '#B8862B',
    shape: SHADE.white,
  },
  {
    from: SHADE.gold,
    to: '#B8862B',
    text: SHADE.ink,
    muted: '#3A3222',
    accent: SHADE.navy,
    shape: SHADE.goldLight,
  },
  {
    from: SHADE.ink,
    to: SHADE.navy,
    text: SHADE.white,
    muted: SHADE.mist,
    accent: SHADE.goldLight,
    shape: SHADE.navy,
  },
];

/** Muted brand-friendly colours for client logos, so twenty logos are not all navy. */
export const LOGO_COLORS = [
  SHADE.navy,
  SHADE.teal,
  '#B5643C', // terracotta
  '#6E8B74', // sage
  '#6B4E71', // plum
  '#46607A', // slate
  '#B8862B', // dark gold
  '#8A4F4F', // brick
] as const;

export const tone = (index: number): Tone =>
  TONES[((index % TONES.length) + TONES.length) % TONES.length]!;

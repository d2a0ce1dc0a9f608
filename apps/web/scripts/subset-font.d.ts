declare module 'subset-font' {
  /** Subsets a font (TTF, WOFF or WOFF2) to the glyphs the text needs, with its layout rules. */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype' },
  ): Promise<Buffer>;
}

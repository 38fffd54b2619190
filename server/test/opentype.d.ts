/**
 * The small part of opentype.js (which ships no types) that Puur uses: the test label renderer and
 * the blog's share images (server/blog/share-image.ts).
 */
declare module 'opentype.js' {
  interface Path {
    toPathData(decimalPlaces?: number): string;
  }
  interface Glyph {
    /** 0 for a character the font does not have. */
    index: number;
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): Path;
  }
  interface Font {
    unitsPerEm: number;
    charToGlyph(char: string): Glyph;
  }
  export function parse(buffer: ArrayBuffer): Font;
  const opentype: { parse: typeof parse };
  export default opentype;
}

/** The small part of opentype.js (which ships no types) that the test label renderer uses. */
declare module 'opentype.js' {
  interface Path {
    toPathData(decimalPlaces?: number): string;
  }
  interface Glyph {
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

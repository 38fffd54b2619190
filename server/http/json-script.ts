/**
 * JSON inside a <script> element (application/json or ld+json): `<`, `>` and `&` become \u
 * escapes, so that no text in the data can close the element or open a comment; U+2028 and
 * U+2029 too, for older parsers. JSON.parse reads them back unchanged.
 */
export function escapeJsonForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * LIKE patterns that mean the same on SQLite and PostgreSQL: the text's own `%`, `_` and `\` are
 * escaped with `\`, and the query says `escape '\'` (PostgreSQL's default escape, SQLite's none).
 * Both sides are lower-cased by the caller: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The pattern of "contains `text`". */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

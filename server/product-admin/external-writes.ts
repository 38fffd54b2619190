import type SQLite from 'better-sqlite3';

/**
 * Calls `onChange` when another connection has written to the database: `npm run products --
 * import` from the shell while the server runs, a restore, a hand-made SQL fix. The server keeps
 * the catalogue's index and lists in memory; this lets it notice writes that did not go through
 * it. `PRAGMA data_version` changes only for commits by other connections, and costs microseconds.
 */
export function watchExternalWrites(
  sqlite: SQLite.Database,
  onChange: () => void,
  intervalMs = 2000,
): () => void {
  const read = () => Number(sqlite.pragma('data_version', { simple: true }));
  let last = read();
  const timer = setInterval(() => {
    if (!sqlite.open) return;
    try {
      const now = read();
      if (now !== last) {
        last = now;
        onChange();
      }
    } catch {
      // A busy or closing database: try again at the next tick.
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The documents a newcomer reads first (README, CONTRIBUTING, docs/) name files of this
 * repository in backticks; each one must exist, so that a renamed or removed file cannot leave a
 * document pointing at nothing. Paths Puur makes when it runs or builds, and package names, are
 * not files of the repository and are left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Folders and files that a run, a build or a benchmark makes: not in a fresh clone. */
const MADE_AT_RUN_TIME =
  /^(data|dist|bench-results|test-results|products|uploads|outbox)\/|^client\/routeTree\.gen\.ts$/;

/** A token is a repository path when it starts at one of the repository's own folders. */
const TOP_LEVEL = new Set(
  fs
    .readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => entry.name),
);

function documents(): string[] {
  const docs = fs
    .readdirSync(path.join(ROOT, 'docs'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
  return ['README.md', 'CONTRIBUTING.md', ...docs];
}

/** Backticked tokens that read as a path inside the repository: `server/app.ts`, `docs/`. */
function repositoryPaths(text: string): string[] {
  return [...text.matchAll(/`([\w.-]+\/[^`\s]*)`/g)]
    .map((match) => match[1]!.replace(/[:#].*$/, '').replace(/\/$/, ''))
    .filter((token) => !/[*<>{}…$]|:\/\//.test(token))
    .filter((token) => !MADE_AT_RUN_TIME.test(token) && !MADE_AT_RUN_TIME.test(`${token}/`))
    .filter((token) => TOP_LEVEL.has(token.split('/')[0]!));
}

describe('paths the documents name', () => {
  it.each(documents())('%s names only files and folders that exist', (document) => {
    const text = fs.readFileSync(path.join(ROOT, document), 'utf8');
    const missing = repositoryPaths(text).filter((token) => !fs.existsSync(path.join(ROOT, token)));
    expect(missing).toEqual([]);
  });
});

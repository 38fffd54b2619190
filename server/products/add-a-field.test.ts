/**
 * CONTRIBUTING.md's "Adding a product field" names every place a product column lives. This test
 * follows that list once, for `usa_price` (a column added after the first release, the way a new
 * one is): every source file that names the column must be named by the list, so the list cannot
 * fall behind the code. Tests are left out: each field brings tests of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE_FOLDERS = ['client', 'server', 'shared', 'migrations', 'scripts'];
const COLUMN = /\busa_price\b|\busaPrice/;

function sectionOfContributing(heading: string): string {
  const text = fs.readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8');
  const start = text.indexOf(`## ${heading}`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const end = text.indexOf('\n## ', start + 3);
  return text.slice(start, end === -1 ? undefined : end);
}

/** The paths a section names in backticks: files, folders (ending in /) and globs with * or <…>. */
function namedPlaces(section: string): RegExp[] {
  return [...section.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!)
    .filter((token) => token.includes('/') && !token.startsWith('git'))
    .map((place) => {
      const pattern = place.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*|<[^>]+>/g, '[^/]+');
      return new RegExp(place.endsWith('/') ? `^${pattern}` : `^${pattern}$`);
    });
}

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => /\.(ts|tsx|json)$/.test(file))
    .filter((file) => !/\.test\.tsx?$|__snapshots__|routeTree\.gen\.ts$/.test(file));
}

describe('adding a product field, as CONTRIBUTING.md says', () => {
  const places = namedPlaces(sectionOfContributing('Adding a product field'));

  it('names places that exist', () => {
    expect(places.length).toBeGreaterThan(10);
  });

  it('names every source file a column added that way lives in', () => {
    const holding = SOURCE_FOLDERS.flatMap(sourceFiles).filter((file) =>
      COLUMN.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(holding.length).toBeGreaterThan(10);
    const unnamed = holding.filter((file) => !places.some((place) => place.test(file)));
    expect(unnamed).toEqual([]);
  });
});

/**
 * The repository explains itself: no tracked file names a path on someone's machine, and code and
 * documents do not send the reader to a specification or an issue tracker they cannot open (where
 * the why matters, a decision record in docs/decisions/ says it).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
/** A home folder, a build machine's work folder or its own Node install. */
const MACHINE_PATH = /(?:^|[\s'"`(=])\/(?:home|Users|root|work)\/[\w.-]+|\/opt\/node\d+\b/;
const OUTSIDE_REFERENCE = /\bSPEC\.md\b|§\s*\d|\bissues? #?\d+\b/i;
const SELF = path.relative(ROOT, import.meta.filename);
const MOST_OUTSIDE_REFERENCES = 5;

function trackedTextFiles(): string[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  return files.filter((file) => {
    if (file === SELF) return false; // its own examples
    const full = path.join(ROOT, file);
    if (!fs.existsSync(full) || fs.statSync(full).size > 2_000_000) return false;
    return !fs.readFileSync(full).subarray(0, 8000).includes(0);
  });
}

function linesMatching(pattern: RegExp): string[] {
  return trackedTextFiles().flatMap((file) =>
    fs
      .readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe('the tracked files stand on their own', () => {
  it('name no path on a particular machine', () => {
    expect(linesMatching(MACHINE_PATH)).toEqual([]);
  });

  it(`point at a specification or an issue number on at most ${MOST_OUTSIDE_REFERENCES} lines`, () => {
    expect(linesMatching(OUTSIDE_REFERENCE).length).toBeLessThanOrEqual(MOST_OUTSIDE_REFERENCES);
  });

  it('the patterns catch what they are for', () => {
    expect(MACHINE_PATH.test('cd /home/ada/puur')).toBe(true);
    expect(MACHINE_PATH.test('export PATH=/opt/node24/bin:$PATH')).toBe(true);
    expect(MACHINE_PATH.test("import x from '@/features/home/sections'")).toBe(false);
    expect(MACHINE_PATH.test('WorkingDirectory=/srv/puur')).toBe(false);
    expect(OUTSIDE_REFERENCE.test('// as SPEC.md §4 says')).toBe(true);
    expect(OUTSIDE_REFERENCE.test('fixed in issue 18')).toBe(true);
  });
});

/** A file a reader can hold in mind; content (texts, catalogues, vocabularies) lives in data files. */
const MOST_CODE_LINES = 400;
const MOST_DEMO_CODE_LINES = 300;
const CODE = /\.(ts|tsx|mjs|js)$/;
const GENERATED = new Set(['client/routeTree.gen.ts']);

describe('the code files stay readable', () => {
  const lineCounts = trackedTextFiles()
    .filter((file) => CODE.test(file) && !GENERATED.has(file))
    .map((file) => ({
      file,
      lines: fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n').length,
    }));

  it(`no code file, test or not, is over ${MOST_CODE_LINES} lines`, () => {
    expect(lineCounts.filter(({ lines }) => lines > MOST_CODE_LINES)).toEqual([]);
  });

  it(`no demo-content code is over ${MOST_DEMO_CODE_LINES} lines`, () => {
    const demo = lineCounts.filter(({ file }) => /^server\/seed\/demo-/.test(file));
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.filter(({ lines }) => lines > MOST_DEMO_CODE_LINES)).toEqual([]);
  });
});

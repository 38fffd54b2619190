/**
 * The commands the run-and-contribute documents give must run as written: every `npm run X` and
 * `npm X` they name is a script in package.json (or one of npm's own commands), and every `--option`
 * they hand to a script is one that script's argument parser accepts. The options are read from the
 * script's entry file (its `parseArgs`/`parseCliArgs` option keys and the `--flags` it checks for
 * itself), which is cheap and catches a renamed or removed option.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOCUMENTS = ['README.md', 'CONTRIBUTING.md', 'docs/production.md'];
/** npm's own commands that the documents use; everything else must be a package.json script. */
const NPM_COMMANDS = new Set(['install', 'ci', 'prune', 'run']);

const scripts: Record<string, string> = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
).scripts;

interface Mention {
  document: string;
  line: number;
  command: string;
  options: string[];
}

const COMMAND = /\bnpm (?:run (?:-s )?)?([a-z][\w:-]*)/g;
const OPTION = /(?<![\w-])--([a-z][\w-]*)/g;

const optionsIn = (text: string) => [...text.matchAll(OPTION)].map((match) => match[1]!);

/**
 * Every npm command a document names in code (a code block or a backtick span), with the options
 * it hands to that command: on a line of a code block, what follows it (up to a `#` comment); in a
 * table row that starts with the command, the row's backtick spans that start with a dash; in a
 * paragraph that starts "`npm run X` options:", the paragraph; elsewhere, the rest of its span.
 */
function mentions(document: string): Mention[] {
  const lines = fs.readFileSync(path.join(ROOT, document), 'utf8').split('\n');
  const found: Mention[] = [];
  let inCode = false;
  lines.forEach((text, index) => {
    if (text.startsWith('```')) {
      inCode = !inCode;
      return;
    }
    const optionParagraph = /^`npm run ([\w:-]+)` options:/.exec(text);
    if (optionParagraph) {
      const end = lines.findIndex((line, i) => i > index && !line.trim());
      const paragraph = lines.slice(index, end === -1 ? undefined : end).join(' ');
      found.push({
        document,
        line: index + 1,
        command: optionParagraph[1]!,
        options: optionsIn(paragraph),
      });
      return;
    }
    if (inCode) {
      for (const match of text.matchAll(COMMAND)) {
        const after = text.slice(match.index + match[0].length).split(/\s#/)[0]!;
        found.push({ document, line: index + 1, command: match[1]!, options: optionsIn(after) });
      }
      return;
    }
    const spans = [...text.matchAll(/`([^`]*)`/g)].map((span) => span[1]!);
    const row = /^\|\s*`npm/.test(text);
    spans.forEach((span, position) => {
      for (const match of span.matchAll(COMMAND)) {
        const options =
          row && position === 0
            ? spans.filter((other) => other.startsWith('-')).flatMap(optionsIn)
            : optionsIn(span.slice(match.index + match[0].length));
        found.push({ document, line: index + 1, command: match[1]!, options });
      }
    });
  });
  return found;
}

/** The options a script's entry file accepts, or undefined when it has no entry file to read. */
function acceptedOptions(script: string): Set<string> | undefined {
  const entries = [...scripts[script]!.matchAll(/(?:tsx|node) (scripts\/[\w/.-]+\.(?:ts|mjs))/g)]
    .map((match) => match[1]!)
    .filter((file) => file !== 'scripts/check-node.mjs');
  const entry = entries.at(-1);
  if (!entry) return undefined;
  const source = fs.readFileSync(path.join(ROOT, entry), 'utf8');
  const keys = [
    ...source.matchAll(/(?:^|[{,])\s*'?([a-z][\w-]*)'?: \{ type: '(?:string|boolean)'/gm),
  ];
  const literals = [...source.matchAll(/'--([a-z][\w-]*)'/g)];
  const accepted = new Set([...keys, ...literals].map((match) => match[1]!));
  if (source.includes('parseCliArgs(')) accepted.add('help');
  return accepted;
}

const all = DOCUMENTS.flatMap(mentions);

describe('the commands the documents give', () => {
  it('finds the commands and their options (the reading of the documents works)', () => {
    const options = (command: string) =>
      all.filter((mention) => mention.command === command).flatMap((mention) => mention.options);
    expect(all.map((mention) => mention.command)).toEqual(
      expect.arrayContaining(['start', 'test', 'backup', 'bench', 'staff', 'test:e2e']),
    );
    expect(options('bench')).toEqual(expect.arrayContaining(['products', 'postgres', 'help']));
    expect(options('seed')).toEqual(expect.arrayContaining(['force', 'synthetic']));
    expect(options('backup')).toEqual(expect.arrayContaining(['keep', 'list', 'restore']));
    expect(acceptedOptions('bench')?.has('no-web')).toBe(true);
    expect(acceptedOptions('bench')?.has('nonsense')).toBe(false);
  });

  it.each(DOCUMENTS)('%s names only npm scripts that exist', (document) => {
    const unknown = all
      .filter((mention) => mention.document === document)
      .filter(({ command }) => !NPM_COMMANDS.has(command) && !(command in scripts))
      .map(({ line, command }) => `${document}:${line} npm run ${command}`);
    expect(unknown).toEqual([]);
  });

  it.each(DOCUMENTS)('%s hands each script only options its parser accepts', (document) => {
    const refused = all
      .filter((mention) => mention.document === document && mention.command in scripts)
      .flatMap(({ line, command, options }) => {
        if (!options.length) return [];
        const accepted = acceptedOptions(command);
        if (!accepted) return [`${document}:${line} npm run ${command}: no parser to check`];
        return options
          .filter((option) => !accepted.has(option))
          .map((option) => `${document}:${line} npm run ${command} --${option}`);
      });
    expect(refused).toEqual([]);
  });
});

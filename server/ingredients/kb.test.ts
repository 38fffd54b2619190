import { sourceLink } from '../../shared/source-links';
import { describe, expect, it } from 'vitest';
import { SAFETY_RATINGS } from '../../shared/ingredients';
import { defaultEvidence, EVIDENCE_LEVELS, MODEL_SOURCE } from '../../shared/ingredients-kb';
import { toJsonList } from '../db/json';
import { createTestDb, storedRow } from '../test/db';
import { demoProducts } from '../seed/demo-products';
import {
  builtinKbEntries,
  builtinKnowledgeBase,
  KB_FILES,
  kbFileEntrySchema,
  knowledgeBaseIndex,
  syncBuiltinKnowledgeBase,
} from './kb';
import { IngredientIndex } from './matcher';
import { nameKey } from './normalize';
import { parseIngredientList } from './parse';

const files = Object.fromEntries(KB_FILES.map(({ file, entries }) => [file, entries]));
const entryCount = KB_FILES.reduce((sum, { entries }) => sum + entries.length, 0);

describe('the built-in knowledge base data', () => {
  // /standard says "more than 2,000 ingredients".
  it('holds more than 2,000 ingredients', () => {
    expect(entryCount).toBeGreaterThan(2000);
  });

  it('gives every entry a rating, a calm explanation and at least one source', () => {
    const problems: string[] = [];
    for (const [file, entries] of Object.entries(files)) {
      entries.forEach((raw, i) => {
        const parsed = kbFileEntrySchema.safeParse(raw);
        if (!parsed.success) {
          problems.push(
            `${file}[${i}]: ${parsed.error.issues[0]!.path.join('.')} ${parsed.error.issues[0]!.message}`,
          );
          return;
        }
        const entry = parsed.data;
        expect(SAFETY_RATINGS).toContain(entry.rating);
        expect(entry.sources.length).toBeGreaterThan(0);
        if (entry.rating === 'high-concern' && entry.concerns.length === 0) {
          problems.push(`${file}[${i}] ${entry.inci}: high concern without a concern category`);
        }
        // Plain and calm: no shouting, no alarm words.
        if (/!|\b(toxic chemicals?|deadly|poison(ous)?)\b/i.test(entry.explanation)) {
          problems.push(`${file}[${i}] ${entry.inci}: alarmist explanation`);
        }
      });
    }
    expect(problems).toEqual([]);
  });

  it('has no duplicate names or synonyms, across all files, as the matcher sees them', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const [file, entries] of Object.entries(files)) {
      for (const entry of entries as { inci: string; synonyms: string[] }[]) {
        const names = [entry.inci, ...entry.synonyms];
        for (const name of names) {
          const key = nameKey(name);
          const owner = `${file}: ${entry.inci}`;
          const previous = seen.get(key);
          if (previous !== undefined) duplicates.push(`"${name}" in ${owner} and ${previous}`);
          else seen.set(key, owner);
        }
      }
    }
    expect(duplicates).toEqual([]);
  });

  it('loads (validated) with a stable content hash', () => {
    const first = builtinKnowledgeBase();
    expect(first.entries).toHaveLength(entryCount);
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(builtinKnowledgeBase().hash).toBe(first.hash);
  });
});

describe('syncBuiltinKnowledgeBase', () => {
  it('loads the data files once, keeps staff edits and drops AI entries the file now covers', async () => {
    const db = await createTestDb();
    const first = await syncBuiltinKnowledgeBase(db);
    expect(first).toMatchObject({ changed: true, inserted: entryCount });
    expect(await syncBuiltinKnowledgeBase(db)).toMatchObject({ changed: false });

    await db
      .updateTable('ingredients')
      .set({ source: 'staff', explanation: 'Edited by our team after review of new data.' })
      .where('name_key', '=', 'glycerin')
      .execute();
    await db
      .insertInto('ingredients')
      .values({
        inci: 'Water',
        name_key: 'water',
        rating: 'no-concern',
        explanation: 'Written by a model.',
        source: 'ai',
        reviewed: 0,
        model: 'test',
        updated_at: new Date().toISOString(),
        synonyms: toJsonList([]),
        functions: toJsonList(['solvent']),
        concerns: toJsonList([]),
        sources: toJsonList([]),
        domain: 'cosmetics',
      })
      .execute();
    await db.deleteFrom('ingredient_kb_sync').execute(); // as if the data file had changed
    const again = await syncBuiltinKnowledgeBase(db);
    expect(again.changed).toBe(true);
    expect(again.removed).toBe(1); // 'Water' is a synonym of the built-in Aqua
    const glycerin = await storedRow(db, 'ingredients', { name_key: 'glycerin' }, [
      'explanation',
      'source',
    ]);
    expect(glycerin).toEqual({
      source: 'staff',
      explanation: 'Edited by our team after review of new data.',
    });

    const index = await knowledgeBaseIndex(db);
    expect(index.lookup('Water')?.entry.inci).toBe('Aqua');
    expect(index.lookup('glycerine')?.entry.source).toBe('staff');
  });
});

describe('the built-in knowledge base and the demo catalogue', () => {
  it('has an entry for every ingredient of the demo catalogue', () => {
    const index = new IngredientIndex(builtinKbEntries());
    const unmatched = demoProducts.flatMap((product) =>
      parseIngredientList(product.ingredients_text)
        .filter((item) => index.match(item) === null)
        .map((item) => `${product.slug}: ${item.name}`),
    );
    expect(unmatched).toEqual([]);
  });
});

describe('the sources of the built-in knowledge base', () => {
  it('names a linkable regulatory source for every high-concern entry', () => {
    const unlinked: string[] = [];
    for (const [file, entries] of Object.entries(files)) {
      for (const entry of entries as { inci: string; rating: string; sources: string[] }[]) {
        if (entry.rating !== 'high-concern') continue;
        const linkable = entry.sources.some((source) => sourceLink(source) !== null);
        if (!linkable) unlinked.push(`${file}: ${entry.inci}`);
      }
    }
    expect(unlinked).toEqual([]);
  });
});

describe('the evidence levels of the built-in knowledge base', () => {
  const { entries } = builtinKnowledgeBase();
  const named = (problem: (entry: (typeof entries)[number]) => boolean) =>
    entries.filter(problem).map(({ entry, evidence }) => `${entry.inci} (${evidence})`);

  it('gives every entry a level, its own or the default of its sources', () => {
    expect(named(({ evidence }) => !EVIDENCE_LEVELS.includes(evidence))).toEqual([]);
    const level = (inci: string) => entries.find(({ entry }) => entry.inci === inci)?.evidence;
    expect(level('Phenoxyethanol')).toBe('assessed'); // an SCCS opinion
    expect(level('Lanolin')).toBe('limited'); // a CosIng listing only
    expect(level('Colloidal Silver')).toBe('data-gap'); // the SCCS could not conclude: set in the file
  });

  it('sets a level in the file only where it differs from the default of the sources', () => {
    expect(
      named(
        ({ entry }) =>
          entry.evidence !== undefined && entry.evidence === defaultEvidence(entry.sources),
      ),
    ).toEqual([]);
  });

  it('never calls an entry assessed on a CosIng listing or a model alone', () => {
    const listingOnly = (sources: string[]) =>
      sources.every((source) => /^EU CosIng database\b/.test(source) || MODEL_SOURCE.test(source));
    expect(
      named(({ entry, evidence }) => evidence === 'assessed' && listingOnly(entry.sources)),
    ).toEqual([]);
  });

  it('rests every high-concern rating on an assessment', () => {
    expect(
      named(({ entry, evidence }) => entry.rating === 'high-concern' && evidence !== 'assessed'),
    ).toEqual([]);
  });

  it('is written to the database by the start-up sync, and a changed level resyncs', async () => {
    const db = await createTestDb();
    await syncBuiltinKnowledgeBase(db);
    const stored = await db
      .selectFrom('ingredients')
      .select(['inci', 'evidence'])
      .where('inci', 'in', ['Phenoxyethanol', 'Lanolin', 'Colloidal Silver'])
      .orderBy('inci')
      .execute();
    expect(stored).toEqual([
      { inci: 'Colloidal Silver', evidence: 'data-gap' },
      { inci: 'Lanolin', evidence: 'limited' },
      { inci: 'Phenoxyethanol', evidence: 'assessed' },
    ]);
    expect((await knowledgeBaseIndex(db)).lookup('Lanolin')?.entry.evidence).toBe('limited');

    // A database loaded before the levels existed (the hash of the files alone) syncs again.
    await db.updateTable('ingredients').set({ evidence: null }).execute();
    await db.updateTable('ingredient_kb_sync').set({ hash: 'before evidence levels' }).execute();
    expect(await syncBuiltinKnowledgeBase(db)).toMatchObject({ changed: true });
    const lanolin = await storedRow(db, 'ingredients', { inci: 'Lanolin' }, ['evidence']);
    expect(lanolin.evidence).toBe('limited');
  });

  it('derives the level of a row that has none from its sources', async () => {
    const db = await createTestDb();
    await db
      .insertInto('ingredients')
      .values({
        inci: 'Zyxo Oil',
        name_key: 'zyxo oil',
        rating: 'no-concern',
        explanation: 'Written before evidence levels existed.',
        source: 'staff',
        reviewed: 1,
        model: null,
        updated_at: new Date().toISOString(),
        synonyms: toJsonList([]),
        functions: toJsonList(['emollient']),
        concerns: toJsonList([]),
        sources: toJsonList(['SCCS opinion: zyxo oil']),
        domain: 'cosmetics',
      })
      .execute();
    expect((await knowledgeBaseIndex(db)).lookup('Zyxo Oil')?.entry.evidence).toBe('assessed');
  });
});

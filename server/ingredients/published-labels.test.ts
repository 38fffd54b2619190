/**
 * Published labels of real products (labels/published/, each with its source), pasted as
 * printed: US Drug Facts sections, 'Also contains', colour index lists and the rest are read
 * whole, and no verdict calls a list clean on a few known names. The recognised share is held as
 * a floor: it may only rise.
 */
import { describe, expect, it } from 'vitest';
import { productVerdict, UNKNOWN_RATING } from '../../shared/ingredients';
import { builtinKbEntries } from './kb';
import published from './labels/published/labels.json' with { type: 'json' };
import { IngredientIndex } from './matcher';
import { parseIngredientList } from './parse';

interface PublishedLabel {
  id: string;
  category: string;
  style: 'eu' | 'us' | 'detergent';
  label: string;
  /** The names the label reads as: all of them, or (`first_names`) its first ones. */
  names?: string[];
  first_names?: string[];
  source: string;
}

const labels = published as PublishedLabel[];
const index = new IngredientIndex(builtinKbEntries());
const names = (id: string) =>
  parseIngredientList(labels.find((label) => label.id === id)!.label).map((item) => item.name);

/** The share of all names on all labels that the knowledge base or the INCI dictionary knows. */
const RECOGNISED_FLOOR = 0.99;

/** Each name's rating; a name only the dictionary knows is unrated. */
const ratings = (text: string) =>
  parseIngredientList(text).map(
    (item) => index.recognise(item)?.match?.entry.rating ?? UNKNOWN_RATING,
  );

describe('published labels as printed', () => {
  it('holds over 100 labels of every kind, each with its source', () => {
    expect(labels.length).toBeGreaterThanOrEqual(100);
    expect(new Set(labels.map((label) => label.style))).toEqual(new Set(['eu', 'us', 'detergent']));
    for (const label of labels) expect(label.source, label.id).toMatch(/^(https?:|github:)/);
  });

  it.each(labels.filter((label) => label.names))('reads $id as the names beside it', (label) => {
    expect(names(label.id)).toEqual(label.names);
  });

  it.each(labels.filter((label) => label.first_names))(
    'reads $id starting with the names beside it',
    (label) => {
      expect(names(label.id).slice(0, label.first_names!.length)).toEqual(label.first_names);
    },
  );

  it('reads the Drug Facts labels without their headings or purposes', () => {
    for (const label of labels.filter((l) => l.style === 'us')) {
      for (const name of parseIngredientList(label.label).map((item) => item.name)) {
        expect(name, label.id).not.toMatch(/\b(?:active|inactive|purposes?|drug facts)\b/i);
      }
    }
  });

  it('keeps every colour index number of one pigment name', () => {
    const items = parseIngredientList(
      'Mica, Iron Oxides (CI 77491, CI 77492, CI 77499), Titanium Dioxide (CI 77891).',
    );
    const matched = items.map((item) => index.match(item)?.entry.inci);
    expect(items.map((item) => item.name)).toEqual([
      'Mica',
      'Iron Oxides (CI 77491)',
      'Iron Oxides (CI 77492)',
      'Iron Oxides (CI 77499)',
      'Titanium Dioxide (CI 77891)',
    ]);
    expect(matched.every(Boolean)).toBe(true);
  });

  it("goes on after 'Also contains:'", () => {
    expect(
      parseIngredientList('Ingredients: Aqua, Glycerin. Also contains: Limonene, Linalool.').map(
        (item) => item.name,
      ),
    ).toEqual(['Aqua', 'Glycerin', 'Limonene', 'Linalool']);
  });

  it("keeps the name of 'name - what it does' and leaves the words after the dash", () => {
    const pods = names('thyme-dishwasher-pods');
    expect(pods).toContain('Fragrance');
    for (const name of pods) expect(name).not.toMatch(/ - |cleans|removes/i);
    expect(names('neutrogena-ultra-sheer-dry-touch-spf-55-inactive-only')).toContain(
      'Dimethicone PEG - 10/15 Crosspolymer',
    );
  });

  it('gives a material named once to each plant part before it, and drops words of praise', () => {
    expect(
      parseIngredientList('grapefruit seed and orange peel extracts').map((i) => i.name),
    ).toEqual(['Grapefruit Seed Extract', 'Orange Peel Extracts']);
    expect(parseIngredientList('protease and amylase').map((i) => i.name)).toEqual([
      'Protease',
      'Amylase',
    ]);
    const cleaner = parseIngredientList(
      labels.find((label) => label.id === 'wingsets-all-purpose-household-cleaner')!.label,
    );
    expect(cleaner.map((item) => index.recognise(item)?.match?.entry.inci ?? null)).toEqual([
      'Alkyl Polyglucoside',
      'Sodium Citrate',
      'Citric Acid',
      null,
    ]);
  });

  it('calls no published label Clean or Good on a minority of known names', () => {
    for (const label of labels) {
      const verdict = productVerdict(ratings(label.label));
      if (verdict.level === 'clean' || verdict.level === 'good') {
        expect(verdict.rated / verdict.total, label.id).toBeGreaterThanOrEqual(0.8);
      }
    }
  });

  it('gives the verdicts a reader of these labels would expect', () => {
    const verdict = (id: string) =>
      productVerdict(ratings(labels.find((label) => label.id === id)!.label)).level;
    // Mostly plant extracts Puur has not rated: known by name, too few rated to call it clean.
    expect(verdict('belif-true-cream-aqua-bomb')).not.toMatch(/clean|good/);
    expect(verdict('oribe-dry-texturizing-spray')).not.toMatch(/clean|good/);
    // Preserved with methylisothiazolinone: a verdict of concern whatever else is unrated.
    expect(verdict('mrs-meyers-multi-surface-everyday-cleaner-lemon-verbena')).toMatch(
      /watch|avoid/,
    );
  });

  it(`recognises at least ${RECOGNISED_FLOOR * 100} % of the names`, () => {
    let total = 0;
    let known = 0;
    for (const label of labels) {
      const items = parseIngredientList(label.label);
      total += items.length;
      known += items.filter((item) => index.recognise(item)).length;
    }
    expect(known / total).toBeGreaterThanOrEqual(RECOGNISED_FLOOR);
  });
});

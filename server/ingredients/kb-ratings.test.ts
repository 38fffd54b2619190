import { describe, expect, it } from 'vitest';
import { isPfasName } from '../../shared/avoid-list';
import { healthConcerns, isEnvironmentalConcern } from '../../shared/ingredients-kb';
import { builtinKnowledgeBase } from './kb';

/**
 * The ratings of the built-in knowledge base against the rule of the standard: a rating is about
 * health and rests on the newest opinion or regulation; environmental concerns are kept apart.
 */
const { entries } = builtinKnowledgeBase();
const entry = (inci: string) => {
  const found = entries.find(({ entry }) => entry.inci === inci)?.entry;
  if (!found) throw new Error(`No entry ${inci}`);
  return found;
};
const names = (e: { inci: string; synonyms: readonly string[] }) =>
  [e.inci, ...e.synonyms].join(' | ').toLowerCase();

/** An SCCS (or SCCP, SCCNFP) opinion by its number, which carries its year: SCCS/1623/20. */
const SCCS_OPINION = /\bSCC(S|P|NFP)\/\d{3,4}\/\d{2}\b/;
/** An IARC classification with its group. */
const IARC_GROUP = /^IARC\b.*\bGroup (1|2A|2B)\b/;
/** A regulation and the annex, entry or list that names the substance, or the amending act. */
const REGULATION = [
  /^EU Cosmetics Regulation \(EC\) No 1223\/2009\b.*\bAnnex (II|III|IV|V|VI)\b/,
  /^EU CLP Regulation \(EC\) No 1272\/2008, harmonised classification \(Annex VI\)/,
  /^REACH Regulation \(EC\) No 1907\/2006, (Annex (XIV|XVII)|Candidate List)\b/,
  /^ECHA Candidate List of substances of very high concern\b/,
  /^Commission (Delegated )?Regulation \(EU\) (No \d{1,4}\/\d{4}|\d{4}\/\d{1,4})\b(?<!No 10\/2011)/,
  /^Commission Regulation \(EU\) No 10\/2011, Annex I\b/,
  /^Commission Directive \d{4}\/\d+\/EU\b/,
  /^(EU )?Regulation \(EU\) 2019\/1021\b/,
  /^Stockholm Convention\b/,
];

function namesItsSource(sources: readonly string[]): boolean {
  return sources.some(
    (source) =>
      SCCS_OPINION.test(source) ||
      IARC_GROUP.test(source) ||
      REGULATION.some((pattern) => pattern.test(source)),
  );
}

describe('every high-concern rating', () => {
  it('names its SCCS opinion (number and year), its IARC group or its regulation and annex entry', () => {
    expect(
      entries
        .filter(({ entry }) => entry.rating === 'high-concern' && !namesItsSource(entry.sources))
        .map(({ entry }) => `${entry.inci}: ${entry.sources.join('; ')}`),
    ).toEqual([]);
  });

  it('rests on a concern for health, or on a ban from EU cosmetics, never on the environment alone', () => {
    const bannedFromCosmetics = (sources: readonly string[]) =>
      sources.some((s) => /Annex II\b|\(banned: Annex II\)/.test(s));
    expect(
      entries
        .filter(
          ({ entry }) =>
            entry.rating === 'high-concern' &&
            healthConcerns(entry.concerns).length === 0 &&
            !bannedFromCosmetics(entry.sources),
        )
        .map(({ entry }) => entry.inci),
    ).toEqual([]);
  });
});

describe('a health rating above no concern', () => {
  it('never rests on environmental concerns alone, unless the ingredient is restricted or little known', () => {
    const restricted = (sources: readonly string[]) =>
      sources.some((s) => /^EU Cosmetics Regulation .*\bAnnex (II|III|V|VI)\b/.test(s));
    expect(
      entries
        .filter(
          ({ entry, evidence }) =>
            entry.rating !== 'no-concern' &&
            entry.concerns.some(isEnvironmentalConcern) &&
            healthConcerns(entry.concerns).length === 0 &&
            !restricted(entry.sources) &&
            evidence !== 'data-gap',
        )
        .map(({ entry }) => `${entry.inci} (${entry.concerns.join(', ')})`),
    ).toEqual([]);
  });

  it.each([
    'Polyethylene',
    'Nylon-12',
    'Polymethyl Methacrylate',
    'Styrene/Acrylates Copolymer',
    'Polymethylsilsesquioxane',
  ])(
    'is never given for microplastics alone (%s): inert on skin, an environmental concern',
    (inci) => {
      const e = entry(inci);
      expect(e.rating).toBe('no-concern');
      expect(e.concerns.some(isEnvironmentalConcern)).toBe(true);
    },
  );
});

describe('parabens, by their own opinions', () => {
  it('rates methyl- and ethylparaben low to moderate, safe within their limits', () => {
    for (const inci of ['Methylparaben', 'Ethylparaben']) {
      expect(entry(inci).rating, inci).toBe('low-to-moderate-concern');
    }
  });

  it('rates propyl- and butylparaben low to moderate, on the newest SCCS opinions', () => {
    expect(entry('Propylparaben')).toMatchObject({ rating: 'low-to-moderate-concern' });
    expect(entry('Propylparaben').sources.join(' ')).toContain('SCCS/1623/20');
    expect(entry('Butylparaben')).toMatchObject({ rating: 'low-to-moderate-concern' });
    expect(entry('Butylparaben').sources.join(' ')).toContain('SCCS/1651/23');
    // Their salts follow them.
    for (const inci of ['Sodium Propylparaben', 'Potassium Butylparaben']) {
      expect(entry(inci).rating, inci).toBe('low-to-moderate-concern');
    }
  });

  it.each([
    'Isopropylparaben',
    'Isobutylparaben',
    'Benzylparaben',
    'Pentylparaben',
    'Phenylparaben',
  ])('rates %s, a banned one, high, on its ban', (inci) => {
    const e = entry(inci);
    expect(e.rating).toBe('high-concern');
    expect(e.sources.some((s) => /Annex II/.test(s))).toBe(true);
  });
});

describe('the entries a review found against their own sources', () => {
  it('rates PHMB low to moderate: the SCCS finds it safe up to 0.1%, not in sprays', () => {
    const phmb = entry('Polyaminopropyl Biguanide');
    expect(phmb.rating).toBe('low-to-moderate-concern');
    expect(phmb.sources.join(' ')).toContain('SCCS/1581/16');
  });

  it.each([
    ['Propylparaben', 'SCCS/1623/20'],
    ['Butylparaben', 'SCCS/1651/23'],
    ['Polyaminopropyl Biguanide', 'SCCS/1581/16'],
    ['BHA', 'SCCS/1682/25'],
    ['Benzophenone-3', 'SCCS/1625/20'],
  ])(
    'rates %s low to moderate, as its newest SCCS opinion (%s) finds it safe within its limits',
    (inci, opinion) => {
      const e = entry(inci);
      expect(e.sources.some((s) => s.startsWith(opinion))).toBe(true);
      expect(e.rating).toBe('low-to-moderate-concern');
    },
  );

  it('rates talc high, as its text and IARC (Group 2A, 2024) say', () => {
    const talc = entry('Talc');
    expect(talc.rating).toBe('high-concern');
    expect(talc.concerns).toContain('cmr');
    expect(talc.sources.some((s) => /IARC.*Volume 136.*Group 2A/.test(s))).toBe(true);
    expect(talc.explanation).toMatch(/probably carcinogenic \(Group 2A\)/);
  });
});

describe('PFAS on labels', () => {
  const pfas = entries.filter(({ entry }) => isPfasName(names(entry)));

  it('are found by name, and a PFAS-free claim is not one', () => {
    expect(pfas.map(({ entry }) => entry.inci)).toEqual(
      expect.arrayContaining(['Polytetrafluoroethylene', 'Perfluorodecalin', 'PFAS']),
    );
    expect(isPfasName('fluorine-free water repellent | pfas-free water repellent')).toBe(false);
  });

  it('are all an environmental concern', () => {
    expect(
      pfas
        .filter(({ entry }) => !entry.concerns.includes('environmental'))
        .map((e) => e.entry.inci),
    ).toEqual([]);
  });

  it('are rated alike for health (low to moderate), PTFE too; only the classified acids are high', () => {
    const ratings = new Map<string, string[]>();
    for (const { entry } of pfas) {
      const kind = /\bacid\b/i.test(entry.inci) ? 'classified acid' : 'on a label';
      ratings.set(kind, [...new Set([...(ratings.get(kind) ?? []), entry.rating])]);
    }
    expect(Object.fromEntries(ratings)).toEqual({
      'on a label': ['low-to-moderate-concern'],
      'classified acid': ['high-concern'],
    });
    expect(entry('Polytetrafluoroethylene').rating).toBe(entry('Perfluorodecalin').rating);
  });
});

describe('explanations per context', () => {
  it('give an ingredient of both cosmetics and cleaners a text for the other context', () => {
    const both = entries.filter(({ entry }) => entry.explanations);
    expect(both.length).toBeGreaterThanOrEqual(10);
    for (const { entry, domain } of both) {
      // The entry's own domain is its main explanation; the other one is the extra.
      expect(Object.keys(entry.explanations!), entry.inci).not.toContain(domain);
      expect(Object.values(entry.explanations!).every((t) => t !== entry.explanation)).toBe(true);
    }
    expect(entry('Sodium Lauryl Sulfate').explanations?.household).toMatch(/dish liquid/);
  });
});

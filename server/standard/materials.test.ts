/**
 * Products made of materials (Kitchen, Decoration, Fashion), judged by the standard on the real
 * knowledge base: what /standard's "Products made of materials" promises.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { assessProduct, standardBasis, type StandardAssessment } from '../../shared/standard';
import { knowledgeBaseIndex } from '../ingredients/kb';
import { parseIngredientList } from '../ingredients/parse';
import type { IngredientIndex } from '../ingredients/matcher';
import { createTestDb } from '../test/db';
import { standardIngredientOf } from './badges';

let index: IngredientIndex;

beforeAll(async () => {
  index = await knowledgeBaseIndex(await createTestDb());
});

function assessMaterials(list: string): StandardAssessment {
  const materials = parseIngredientList(list).map((item) => {
    const match = index.match(item);
    if (!match) throw new Error(`No entry for the material ${item.name}`);
    return standardIngredientOf(match.entry);
  });
  return assessProduct(materials, 'materials');
}

const failedRules = (assessment: StandardAssessment, badge: 'clean' | 'natural') =>
  assessment[badge].checks.filter((check) => !check.passed).map((check) => check.id);

describe('products made of materials', () => {
  it('judges Kitchen, Decoration and Fashion on their materials, the rest on ingredients', () => {
    expect(['Kitchen', 'Decoration', 'Fashion'].map(standardBasis)).toEqual([
      'materials',
      'materials',
      'materials',
    ]);
    expect(standardBasis('Skincare')).toBe('ingredients');
    expect(standardBasis(null)).toBe('ingredients');
  });

  it('gives natural and mineral materials both badges, with rules in the words of materials', () => {
    const board = assessMaterials('Olive Wood, Linseed Oil, Beeswax');
    expect(board.clean.awarded && board.natural.awarded).toBe(true);
    const rules = [...board.clean.checks, ...board.natural.checks].map((check) => check.rule);
    expect(rules).toContain('Its materials are published');
    expect(rules).toContain('None of its materials is of high concern');
    expect(rules.some((rule) => /preservative|PEG/.test(rule))).toBe(false);
    expect(assessMaterials('Cast Iron, Linseed Oil').natural.awarded).toBe(true);
  });

  it('rules out lead, bisphenols and PFAS coatings', () => {
    for (const culprit of ['Lead', 'Bisphenol A']) {
      const assessment = assessMaterials(`Stoneware Clay, ${culprit}`);
      expect(assessment.clean.awarded, culprit).toBe(false);
      expect(failedRules(assessment, 'clean'), culprit).toContain('no-high-concern');
    }
    // A PTFE coating is of low to moderate concern for health; the environmental rule on PFAS,
    // not a health rating, keeps it from the Clean badge.
    const pan = assessMaterials('Aluminium, Polytetrafluoroethylene');
    expect(pan.clean.awarded).toBe(false);
    expect(failedRules(pan, 'clean')).toEqual(['ruled-out:pfas']);
  });

  it('counts synthetic fibres as microplastics, and keeps them from the Natural badge', () => {
    const tee = assessMaterials('Organic Cotton, Polyester');
    expect(failedRules(tee, 'clean')).toContain('ruled-out:microplastics');
    expect(failedRules(tee, 'natural')).toContain('natural-share');
  });

  it('keeps silicone from a kitchen tool’s Natural badge', () => {
    expect(failedRules(assessMaterials('Bamboo Wood, Silicone Rubber'), 'natural')).toContain(
      'no-silicones',
    );
  });

  it('keeps paraffin and synthetic scent from a candle’s Natural badge', () => {
    const candle = assessMaterials('Paraffin Wax, Cotton Wick, Parfum');
    expect(failedRules(candle, 'natural')).toEqual(
      expect.arrayContaining(['no-mineral-oil', 'no-synthetic-fragrance']),
    );
  });

  it('says "Not assessed" when the materials are not published', () => {
    const assessment = assessProduct([], 'materials');
    expect(assessment.assessed).toBe(false);
    expect(assessment.verdict).toBeNull();
    expect(assessment.clean.awarded || assessment.natural.awarded).toBe(false);
  });
});

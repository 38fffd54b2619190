import { describe, expect, it } from 'vitest';
import { defaultEvidence, entryEvidence, isAssessmentSource } from './ingredients-kb';

describe('the evidence level of a knowledge-base entry', () => {
  it('is assessed when a source is an assessment by a regulator or an expert body', () => {
    for (const source of [
      'SCCS/1575/16 Opinion on Phenoxyethanol',
      'Cosmetic Ingredient Review (CIR): Safety Assessment of Alkyl Esters as Used in Cosmetics',
      'EU Cosmetics Regulation (EC) No 1223/2009, Annex V entry 1 (benzoic acid and its sodium salt)',
      'EU CLP Regulation (EC) No 1272/2008, harmonised classification (Annex VI)',
      'IARC classification: Group 1 (formaldehyde)',
      'HERA (Human & Environmental Risk Assessment on ingredients of household cleaning products) risk assessment (LAS)',
      'REACH Regulation (EC) No 1907/2006, Annex XVII entry 51 (DEHP, DBP, BBP and DIBP in articles)',
      'ECHA Candidate List of substances of very high concern (REACH Article 59)',
      'Commission Regulation (EU) 2023/1545 (fragrance allergen labelling)',
      'EU Biocidal Products Regulation (EU) No 528/2012',
    ]) {
      expect(isAssessmentSource(source), source).toBe(true);
      expect(defaultEvidence(['EU CosIng database', source])).toBe('assessed');
    }
  });

  it('is limited evidence when the sources only list or label the ingredient', () => {
    for (const sources of [
      ['EU CosIng database: Lanolin'],
      [
        'ECHA substance infocard',
        'ECHA C&L Inventory (notified classification under the CLP Regulation (EC) No 1272/2008)',
      ],
      ['EU Cosmetics Regulation (EC) No 1223/2009, Annex VII'],
      ['EU Detergents Regulation (EC) No 648/2004'],
      [
        'Commission Regulation (EU) No 10/2011 on plastic materials and articles intended to come into contact with food',
      ],
    ]) {
      expect(defaultEvidence(sources), sources.join(' ; ')).toBe('limited');
    }
  });

  it('is a data gap when only a model vouches for it, and a model never makes it assessed', () => {
    expect(defaultEvidence(['Model knowledge'])).toBe('data-gap');
    expect(defaultEvidence(['Written by AI (gpt-test); not yet reviewed'])).toBe('data-gap');
    expect(defaultEvidence([])).toBe('data-gap');
    expect(isAssessmentSource('Model knowledge: SCCS opinion on it')).toBe(false);
  });

  it('takes the level an entry sets over the default of its sources', () => {
    const sccs = ['SCCS opinion: colloidal silver (nano)'];
    expect(entryEvidence(undefined, sccs)).toBe('assessed');
    expect(entryEvidence(null, sccs)).toBe('assessed');
    expect(entryEvidence('data-gap', sccs)).toBe('data-gap');
    expect(entryEvidence('limited', ['Model knowledge'])).toBe('limited');
  });
});

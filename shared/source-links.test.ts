import { describe, expect, it } from 'vitest';
import { isAllowedSourceUrl, sourceLink } from './source-links';

describe('source links', () => {
  it('links the regulations, CosIng, SCCS opinions and the IARC list by their titles', () => {
    expect(sourceLink('EU CosIng database: Aqua')).toBe(
      'https://ec.europa.eu/growth/tools-databases/cosing/',
    );
    expect(sourceLink('EU Cosmetics Regulation (EC) No 1223/2009, Annex II (diethanolamine)')).toBe(
      'https://eur-lex.europa.eu/eli/reg/2009/1223/oj',
    );
    expect(sourceLink('Commission Regulation (EU) 2023/1545 (fragrance allergen labelling)')).toBe(
      'https://eur-lex.europa.eu/eli/reg/2023/1545/oj',
    );
    expect(sourceLink('SCCS/1514/13 Opinion on parabens')).toMatch(
      /^https:\/\/health\.ec\.europa\.eu\//,
    );
    expect(sourceLink('IARC classification: Group 1 (formaldehyde)')).toBe(
      'https://monographs.iarc.who.int/list-of-classifications/',
    );
  });

  it('leaves every other title as plain text', () => {
    expect(sourceLink('ECHA substance infocard')).toBeNull();
    expect(sourceLink('Model knowledge')).toBeNull();
    expect(sourceLink('Cosmetic Ingredient Review (CIR): PEGs')).toBeNull();
  });

  it('only ever links an address on the allow-list', () => {
    const titles = [
      'EU CosIng database',
      'EU Cosmetics Regulation (EC) No 1223/2009',
      'EU CLP Regulation (EC) No 1272/2008',
      'REACH Regulation (EC) No 1907/2006',
      'EU Detergents Regulation (EC) No 648/2004',
      'EU Biocidal Products Regulation (EU) No 528/2012',
      'EU Textile Labelling Regulation (EU) No 1007/2011',
      'Regulation (EC) No 1935/2004',
      'Commission Regulation (EU) No 10/2011',
      'Commission Regulation (EU) 2023/2055',
      'Commission Regulation (EU) 2024/996',
      'SCCS opinion: parabens',
      'IARC Monographs Vol. 100F',
    ];
    for (const title of titles) {
      const url = sourceLink(title);
      expect(url, title).not.toBeNull();
      expect(isAllowedSourceUrl(url!), title).toBe(true);
    }
    expect(isAllowedSourceUrl('https://example.com/eur-lex.europa.eu/eli/')).toBe(false);
  });
});

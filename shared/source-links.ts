/**
 * Where a knowledge-base source can be read. Sources are stored as titles; a title that names one
 * of the public texts below links to it. Only these addresses are ever linked (the allow-list of
 * decision 0013: the regulations on EUR-Lex, the CosIng database, the SCCS's opinions, the IARC
 * list); a title they do not cover stays plain text, and no deep link is ever made up.
 */
export const SOURCE_URL_ALLOW_LIST = [
  'https://eur-lex.europa.eu/eli/',
  'https://ec.europa.eu/growth/tools-databases/cosing/',
  'https://health.ec.europa.eu/scientific-committees/scientific-committee-consumer-safety-sccs',
  'https://monographs.iarc.who.int/list-of-classifications/',
] as const;

const eurLex = (year: number, number: number) =>
  `https://eur-lex.europa.eu/eli/reg/${year}/${number}/oj`;

const SOURCE_LINKS: readonly [RegExp, string][] = [
  [/^EU CosIng database\b/, 'https://ec.europa.eu/growth/tools-databases/cosing/'],
  [/^EU Cosmetics Regulation \(EC\) No 1223\/2009\b/, eurLex(2009, 1223)],
  [/^EU CLP Regulation \(EC\) No 1272\/2008\b/, eurLex(2008, 1272)],
  [/^REACH Regulation \(EC\) No 1907\/2006\b/, eurLex(2006, 1907)],
  [/^EU Detergents Regulation \(EC\) No 648\/2004\b/, eurLex(2004, 648)],
  [/^EU Biocidal Products Regulation \(EU\) No 528\/2012\b/, eurLex(2012, 528)],
  [/^EU Textile Labelling Regulation \(EU\) No 1007\/2011\b/, eurLex(2011, 1007)],
  [/^Regulation \(EC\) No 1935\/2004\b/, eurLex(2004, 1935)],
  [/^Commission Regulation \(EU\) No 10\/2011\b/, eurLex(2011, 10)],
  [/^Commission Regulation \(EU\) 2023\/1545\b/, eurLex(2023, 1545)],
  [/^Commission Regulation \(EU\) 2023\/2055\b/, eurLex(2023, 2055)],
  [/^Commission Regulation \(EU\) 2024\/996\b/, eurLex(2024, 996)],
  [
    /^(SCCS opinion\b|SCCS\/\d+\/\d+ )/,
    'https://health.ec.europa.eu/scientific-committees/scientific-committee-consumer-safety-sccs_en',
  ],
  [
    /^(IARC classification\b|IARC Monographs\b)/,
    'https://monographs.iarc.who.int/list-of-classifications/',
  ],
];

/** The address of the text a source title names, or null when we have none for it. */
export function sourceLink(title: string): string | null {
  return SOURCE_LINKS.find(([pattern]) => pattern.test(title.trim()))?.[1] ?? null;
}

export function isAllowedSourceUrl(url: string): boolean {
  return SOURCE_URL_ALLOW_LIST.some((prefix) => url.startsWith(prefix));
}

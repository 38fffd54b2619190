/**
 * US over-the-counter labels (toothpaste, sunscreen, antiperspirant, nappy cream) print their
 * ingredients in Drug Facts sections: 'Active ingredient(s)' with a strength per line, then
 * 'Purpose(s)', then 'Inactive ingredients', headings often on lines of their own without a
 * colon. This turns such a label into one plain list (the actives by name, then the inactive
 * list), so that no section is lost and no heading or purpose is taken for an ingredient.
 */

const INACTIVE_HEADING = /(?:^|[\s.;)])(?:otc[ \t]+)?inactive[ \t]+ingredients?\b[ \t]*[:：]?/i;
/** 'Active ingredients', 'Active ingredient (in each gram)', 'Active ingredientsPurposes'. */
const ACTIVE_HEADING =
  /(?:^|[\s.;])(?:otc[ \t]+)?active[ \t]+ingredients?(?:[ \t]*\([^)\n]*\))?(?:[ \t]*purposes?)?[ \t]*[:：]?/gi;
/** Where the actives end: the purpose, or another Drug Facts heading. */
const AFTER_ACTIVES = /(?:^|\n)[ \t]*(?:otc[ \t]+)?(?:purposes?|uses?|warnings?|directions)\b/i;
/** A strength: '0.24%', '(15.2%)', '40 %', '(0.15% w/v fluoride ion)'. */
const STRENGTH = /\([^)\n]*\d[ \t]*%[^)\n]*\)|\d+(?:[.,]\d+)?[ \t]*%/;

/** The actives' names, one per strength printed ('Zinc Oxide 40%', '2% Avobenzone'). */
function activeNames(block: string): string[] {
  const names: string[] = [];
  for (const line of block.split('\n')) {
    const pieces = (line.match(/%/g) ?? []).length > 1 ? line.split(/[,;]/) : [line];
    for (const piece of pieces) {
      const strength = STRENGTH.exec(piece);
      if (!strength) continue; // a purpose or a heading: actives always print their strength
      const before = piece.slice(0, strength.index);
      const after = piece.slice(strength.index + strength[0].length).replace(/\.{3,}.*$/, '');
      const name = (before.trim() ? before : after)
        .replace(/\([^)]*\d[^)]*\)/g, ' ')
        .replace(/[}{]/g, ' ')
        .replace(/[\s,;:\-–]+$/, '')
        .replace(/^[\s,;:\-–]+/, '')
        .replace(/\s+/g, ' ')
        .trim();
      if (/[a-z]{3}/i.test(name)) names.push(name);
    }
  }
  return names;
}

/** A Drug Facts label as one list under one heading; any other text as it was. */
export function flattenDrugFacts(text: string): string {
  const inactive = INACTIVE_HEADING.exec(text);
  if (!inactive) return text;
  const before = text.slice(0, inactive.index);
  const rest = text.slice(inactive.index + inactive[0].length);
  let actives: string[] = [];
  let start = -1;
  for (const heading of before.matchAll(ACTIVE_HEADING)) start = heading.index + heading[0].length;
  if (start >= 0) {
    let block = before.slice(start);
    const end = AFTER_ACTIVES.exec(block);
    if (end) block = block.slice(0, end.index);
    actives = activeNames(block);
  }
  const list = rest.replace(/^[\s,;:]+/, '');
  return `Ingredients: ${actives.length ? `${actives.join(', ')}, ` : ''}${list}`;
}

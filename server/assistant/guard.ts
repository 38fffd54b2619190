/**
 * What a recommended product must never break, whoever chose it (the built-in engine or a
 * language model): the conversation's product type, budget, skin type and avoid list (the chat's
 * and the browser's), and the rule of never an ingredient of high concern. The conversation
 * service drops a model's card that breaks one before it is shown.
 */
import type { CandidateProduct } from './catalog';
import type { Memory } from './memory';
import { checkProduct } from './product-checks';
import { suitsSkin } from './recommend';
import { preferencesOf } from './remember';
import { AREA_TYPES, PRODUCT_TYPE_BY_ID } from './vocabulary';

/** Why this product may not be shown in this conversation (empty: it may). */
export function constraintBreaches(product: CandidateProduct, memory: Memory): string[] {
  const prefs = preferencesOf(memory);
  const out = checkProduct(product, prefs, 'en')
    .filter((check) => check.mark === 'breaks')
    .map((check) => check.text);
  const avoiding = prefs.avoid.groups.length + prefs.avoid.terms.length > 0;
  if (avoiding && product.ingredients.length === 0) out.push('its ingredients are unknown');
  if (prefs.families.length > 0 && product.families === null) out.push('it is not assessed yet');
  const type = memory.type ? PRODUCT_TYPE_BY_ID.get(memory.type) : undefined;
  if (type) {
    const fits = product.product_type
      ? (type.catalogue as readonly string[]).includes(product.product_type)
      : type.product.test(`${product.name} ${product.subtitle ?? ''}`.toLowerCase());
    if (!fits) out.push(`it is not of the type asked for (${type.name.en})`);
  }
  const area = type ? null : memory.area;
  if (area && !(AREA_TYPES[area] as readonly string[]).includes(product.product_type ?? '')) {
    out.push(`it is not for the ${area}`);
  }
  if (prefs.skinTypes.length > 0 && product.skin_type.length > 0) {
    if (!suitsSkin(product, prefs.skinTypes))
      out.push(`it is not made for ${prefs.skinTypes.join(' and ').toLowerCase()}`);
  }
  return out;
}

/** The conversation so far, for a language model's prompt: what it must honour. */
export function conversationContext(memory: Memory, shown: readonly CandidateProduct[]): string {
  const prefs = preferencesOf(memory);
  const lines: string[] = [];
  const type = memory.type ? PRODUCT_TYPE_BY_ID.get(memory.type) : undefined;
  if (type)
    lines.push(`- Looking for: ${type.name.en} (search_products product_type "${type.name.en}").`);
  else if (memory.category) lines.push(`- Looking in: ${memory.category}.`);
  if (!type && memory.area) {
    lines.push(
      `- For: ${memory.area} (only products used there: ${AREA_TYPES[memory.area].join(', ')}).`,
    );
  }
  if (prefs.avoid.groups.length)
    lines.push(`- Avoid ingredient groups: ${prefs.avoid.groups.join(', ')}.`);
  if (prefs.avoid.terms.length) lines.push(`- Avoid ingredients: ${prefs.avoid.terms.join(', ')}.`);
  if (prefs.families.length) {
    lines.push(`- Avoid (search_products avoid_families): ${prefs.families.join(', ')}.`);
  }
  if (prefs.priceMax !== null) lines.push(`- Budget: at most €${prefs.priceMax} per product.`);
  if (prefs.skinTypes.length) lines.push(`- Skin: ${prefs.skinTypes.join(', ')}.`);
  if (prefs.situations.length) lines.push(`- Situation: ${prefs.situations.join(', ')}.`);
  const wishes = [...prefs.certifications, ...prefs.packaging];
  if (wishes.length) lines.push(`- Wishes: ${wishes.join(', ')}.`);
  if (shown.length) {
    lines.push(
      `- Products shown last, in order ("the first one" is 1): ${shown
        .map((p, i) => `${i + 1}. ${p.name} (id ${p.id})`)
        .join('; ')}.`,
    );
  }
  if (lines.length === 0) return '';
  return `What this shopper told us in this conversation. Honour all of it: pass it to search_products, never recommend a product that breaks it (cards that do are removed before the shopper sees them), and say briefly which of it each product meets.\n${lines.join('\n')}`;
}

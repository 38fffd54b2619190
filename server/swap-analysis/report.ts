/**
 * The drafted swap report (decision 0021): each photographed label checked against the knowledge
 * base (the ingredient checker's matching), its verdict and flagged ingredients, and the best swaps
 * in the catalogue with what each removes (the product page's swap logic, for a list).
 */
import { productTypeNamed, findProductType } from '../../shared/catalog';
import { RATING_LABELS, type IngredientRating, type VerdictLevel } from '../../shared/ingredients';
import type { DB } from '../db/connect';
import { DomainError } from '../errors';
import { checkIngredientList } from '../ingredients/check';
import { extractIngredientSection } from '../ingredients/parse';
import { alternativesForList } from '../standard/alternatives';

export interface SwapLabel {
  /** The photo's file name as the shopper's browser had it (the photo itself is never sent here). */
  photo: string;
  /** The product's name as read from the top of the label, or 'Product N'. */
  title: string;
  /** Everything read from the label. */
  text: string;
}

export interface ReportIngredient {
  name: string;
  rating: IngredientRating;
}

export interface ReportSwap {
  id: number;
  name: string;
  brand: string | null;
  price: number | null;
  image_url: string | null;
  /** This label's ingredients of concern that the swap does not contain, worst first. */
  removes: ReportIngredient[];
}

export interface ReportProduct {
  title: string;
  photo: string;
  verdict: { level: VerdictLevel; title: string; summary: string } | null;
  category: string | null;
  productType: string | null;
  ingredientCount: number;
  flagged: ReportIngredient[];
  swaps: ReportSwap[];
  /** Why this label could not be checked (no ingredient list found), for staff. */
  problem: string | null;
}

export interface SwapDraft {
  products: ReportProduct[];
  draftedAt: string;
}

const SWAPS_PER_PRODUCT = 3;
const TITLE_MAX = 80;

/** The product's name: the first line of the label above its ingredient list, if there is one. */
export function labelTitle(text: string, index: number): string {
  const section = extractIngredientSection(text);
  const start = section ? text.indexOf(section.slice(0, 40)) : -1;
  const before = start > 0 ? text.slice(0, start) : text;
  for (const raw of before.split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line || /ingredi[eë]nt|inci\b|ingrédients|zutaten/i.test(line)) {
      if (line) break;
      continue;
    }
    if (!/[A-Za-zÀ-ž]{3}/.test(line) || line.includes(',')) break;
    return line.length > TITLE_MAX ? `${line.slice(0, TITLE_MAX - 1)}…` : line;
  }
  return `Product ${index + 1}`;
}

/** A product type named at the end of the title ("Calendula Day Cream 50 ml" → day cream). */
function typeInTitle(title: string): string | null {
  const words = title
    .toLowerCase()
    .replace(/[^a-zà-ž\s-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  for (const size of [3, 2, 1]) {
    for (let i = words.length - size; i >= 0; i--) {
      const type = productTypeNamed(words.slice(i, i + size).join(' '));
      if (type) return type.id;
    }
  }
  return null;
}

const flaggedRating = (rating: IngredientRating) =>
  rating === 'high-concern' || rating === 'low-to-moderate-concern';

async function draftProduct(db: DB, label: SwapLabel): Promise<ReportProduct> {
  const base = { title: label.title, photo: label.photo };
  let checked;
  try {
    checked = await checkIngredientList(db, { text: label.text }, { background: true });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return {
      ...base,
      verdict: null,
      category: null,
      productType: null,
      ingredientCount: 0,
      flagged: [],
      swaps: [],
      problem: 'No ingredient list could be read from this photo.',
    };
  }
  const flagged = checked.flagged
    .map((position) => checked.ingredients[position]!)
    .map((i) => ({ name: i.name, rating: i.safety_rating }));
  const own = checked.ingredients.map((i) => ({ name: i.name, rating: i.safety_rating }));
  // The label's own name ("… Hand Cream") says more than a guess from shared ingredients.
  const productType = typeInTitle(label.title);
  const type = productType ? findProductType(productType) : undefined;
  const category =
    type && !(type.categories as string[]).includes(checked.category ?? '')
      ? (type.categories[0] ?? null)
      : checked.category;
  let swaps: ReportSwap[] = [];
  if (flagged.length > 0) {
    const find = async (scope: { productType?: string | null; category?: string | null }) =>
      (await alternativesForList(db, own, scope, 20))
        .map((s) => ({
          id: s.product.id,
          name: s.product.name,
          brand: s.product.brand,
          price: s.product.price,
          image_url: s.product.image_url,
          // Only what the checker flagged: an unrated word the camera misread is no reason to swap.
          removes: s.removes.filter((r) => flaggedRating(r.rating)),
        }))
        .filter((s) => s.removes.length > 0)
        .slice(0, SWAPS_PER_PRODUCT);
    if (productType) swaps = await find({ productType });
    if (swaps.length === 0 && category) swaps = await find({ category });
  }
  return {
    ...base,
    verdict: {
      level: checked.verdict.level,
      title: checked.verdict.title,
      summary: checked.verdict.summary,
    },
    category,
    productType,
    ingredientCount: checked.ingredients.length,
    flagged,
    swaps,
    problem: null,
  };
}

export async function draftReport(db: DB, labels: readonly SwapLabel[]): Promise<SwapDraft> {
  const products: ReportProduct[] = [];
  for (const label of labels) products.push(await draftProduct(db, label));
  return { products, draftedAt: new Date().toISOString() };
}

const euro = (price: number | null) => (price === null ? '' : ` (€${price.toFixed(2)})`);

/** The report as text staff edit and the shopper reads (plain text; lines starting '- ' are lists). */
export function reportText(draft: SwapDraft, siteUrl: string): string {
  const parts: string[] = [
    `Thank you for sending us ${draft.products.length === 1 ? 'your product' : `your ${draft.products.length} products`}. Here is what we found, product by product.`,
  ];
  draft.products.forEach((product, index) => {
    const lines = [`${index + 1}. ${product.title}`];
    if (!product.verdict) {
      lines.push(
        'We could not read an ingredient list on this photo. Reply with a sharper photo of the label and we will add it.',
      );
      parts.push(lines.join('\n'));
      return;
    }
    lines.push(`Verdict: ${product.verdict.title}. ${product.verdict.summary}`);
    if (product.flagged.length > 0) {
      lines.push('Ingredients we flag:');
      for (const i of product.flagged) lines.push(`- ${i.name} (${RATING_LABELS[i.rating]})`);
    } else {
      lines.push('Nothing on this label is of concern to us: no swap needed.');
    }
    if (product.swaps.length > 0) {
      lines.push('Best swaps from our catalogue:');
      for (const swap of product.swaps) {
        const name = swap.brand ? `${swap.brand} ${swap.name}` : swap.name;
        lines.push(
          `- ${name}${euro(swap.price)}: removes ${swap.removes.map((r) => r.name).join(', ')}. ${siteUrl}/product/${swap.id}`,
        );
      }
    } else if (product.flagged.length > 0) {
      lines.push('We have no cleaner product of this kind in our catalogue yet.');
    }
    parts.push(lines.join('\n'));
  });
  return parts.join('\n\n');
}

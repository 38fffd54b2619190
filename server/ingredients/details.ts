/** Public reads: a product's analysed ingredients with their knowledge-base details, and one entry. */
import { asIngredientRating } from '../../shared/ingredients';
import { entryEvidence, type EvidenceLevel } from '../../shared/ingredients-kb';
import type { DB } from '../db/connect';
import { fromJsonList } from '../db/json';
import { builtinDictionary } from './dictionary';
import { knowledgeBaseIndex } from './kb';
import type { KbEntry, KbSource, RatedIngredientFacts } from './types';

/** What the ingredient sheet shows about one entry. */
export interface IngredientDetails {
  id: number;
  inci: string;
  synonyms: string[];
  cas: string | null;
  functions: string[];
  rating: KbEntry['rating'];
  concerns: string[];
  origin: string | null;
  explanation: string;
  sources: string[];
  evidence: EvidenceLevel;
  source: KbSource;
  /** Written by a model and not yet reviewed by our team. */
  ai_unreviewed: boolean;
}

export function toDetails(entry: KbEntry): IngredientDetails {
  return {
    id: entry.id,
    inci: entry.inci,
    synonyms: entry.synonyms,
    cas: entry.cas,
    functions: entry.functions,
    rating: entry.rating,
    concerns: entry.concerns,
    origin: entry.origin,
    explanation: entry.explanation,
    sources: entry.sources,
    evidence: entry.evidence,
    source: entry.source,
    ai_unreviewed: entry.source === 'ai' && !entry.reviewed,
  };
}

export interface ProductIngredientView extends RatedIngredientFacts {
  id: number;
  position: number;
  ingredient_name: string;
  created_at: string;
  /** Not rated, but a name the INCI dictionary knows. */
  in_dictionary: boolean;
}

/** Products' analysed ingredients (pi) with their knowledge-base entry (i), when they have one. */
export function analysedIngredients(db: DB) {
  return db
    .selectFrom('product_ingredients as pi')
    .leftJoin('ingredients as i', 'i.id', 'pi.ingredient_id');
}

/** A product's analysed ingredients (oldest first, label order), with functions and synonyms. */
export async function productIngredients(
  db: DB,
  productId: number,
): Promise<ProductIngredientView[]> {
  const rows = await analysedIngredients(db)
    .select([
      'pi.id',
      'pi.position',
      'pi.ingredient_name',
      'pi.safety_rating',
      'pi.explanation',
      'pi.concerns',
      'pi.sources',
      'pi.created_at',
      'pi.ingredient_id',
      'i.functions',
      'i.synonyms',
      'i.cas',
      'i.origin',
      'i.source',
      'i.reviewed',
      'i.evidence',
      'i.sources as entry_sources',
    ])
    .where('pi.product_id', '=', productId)
    .orderBy('pi.created_at', 'asc')
    .orderBy('pi.position', 'asc')
    .orderBy('pi.id', 'asc')
    .execute();
  const dictionary = builtinDictionary();
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    ingredient_name: row.ingredient_name,
    safety_rating: asIngredientRating(row.safety_rating),
    explanation: row.explanation,
    concerns: fromJsonList(row.concerns),
    sources: fromJsonList(row.sources),
    created_at: row.created_at,
    functions: fromJsonList(row.functions),
    synonyms: fromJsonList(row.synonyms),
    cas: row.cas,
    origin: row.origin,
    ingredient_id: row.ingredient_id,
    evidence:
      row.ingredient_id === null
        ? null
        : entryEvidence(row.evidence, fromJsonList(row.entry_sources)),
    ai_unreviewed: row.source === 'ai' && row.reviewed !== 1,
    in_dictionary:
      row.ingredient_id === null && dictionary.identify([row.ingredient_name]) !== null,
  }));
}

/** One ingredient by any of its names (typos and OCR slips forgiven), or null. */
export async function lookupIngredient(db: DB, name: string): Promise<IngredientDetails | null> {
  const index = await knowledgeBaseIndex(db);
  const match = index.lookup(name);
  return match ? toDetails(match.entry) : null;
}

/** One ingredient by id, or null. */
export async function ingredientById(db: DB, id: number): Promise<IngredientDetails | null> {
  const index = await knowledgeBaseIndex(db);
  const entry = index.entries.find((e) => e.id === id);
  return entry ? toDetails(entry) : null;
}

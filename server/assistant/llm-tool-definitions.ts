/**
 * The assistant model's read-only tools as the model sees them: names, what each does and its
 * JSON-schema parameters. ./llm-tools.ts answers them; the argument checks there mirror these.
 */
import { CATEGORIES, CERTIFICATIONS, SENSITIVITIES, SKIN_TYPES } from '../../shared/catalog';
import { AVOID_GROUP_IDS } from '../../shared/avoid-list';
import type { ToolDefinition } from '../ai/types';
import { SORT_KEYS } from './operations';

export const TOOLS: ToolDefinition[] = [
  {
    name: 'search_products',
    description:
      "Search the shop's catalogue. Returns matching products (best first) with id, name, brand, price, rating, skin types, sensitivity labels and any ingredients of concern. Products containing anything in avoid / avoid_ingredients and products with an ingredient of high concern are left out.",
    parameters: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'Free text matched in name, brand and description.' },
        product_type: {
          type: 'string',
          description:
            'Kind of product in English, e.g. shampoo, deodorant, dish soap, foundation, baby wipes.',
        },
        category: { type: 'string', enum: [...CATEGORIES] },
        skin_types: { type: 'array', items: { type: 'string', enum: [...SKIN_TYPES] } },
        sensitivity: {
          type: 'array',
          items: { type: 'string', enum: [...SENSITIVITIES] },
          description: 'Labels the product must carry, e.g. Fragrance Free.',
        },
        certifications: { type: 'array', items: { type: 'string', enum: [...CERTIFICATIONS] } },
        avoid: {
          type: 'array',
          items: { type: 'string', enum: [...AVOID_GROUP_IDS] },
          description: 'Ingredient groups the shopper wants to avoid.',
        },
        avoid_ingredients: {
          type: 'array',
          items: { type: 'string' },
          description: 'Single ingredients or allergens to avoid, e.g. linalool, coconut, lanolin.',
        },
        avoid_families: {
          type: 'array',
          items: { type: 'string', enum: ['endocrine-disruptors'] },
          description: 'Concern families to leave out, e.g. suspected endocrine disruptors.',
        },
        max_price: { type: 'number', description: 'Maximum price in euro.' },
        limit: { type: 'integer', minimum: 1, maximum: 8 },
      },
      additionalProperties: false,
    },
  },
  {
    name: 'get_product',
    description:
      'One product of the catalogue by id, with its description and its full ingredient list rated by our knowledge base.',
    parameters: {
      type: 'object',
      properties: { id: { type: 'integer' } },
      required: ['id'],
      additionalProperties: false,
    },
  },
  {
    name: 'compare_products',
    description:
      "Two to four catalogue products side by side on this shopper's constraints: for each, what it meets and breaks (avoid list, budget, skin type, ingredients of high concern), its ingredients of concern, and the ingredients of concern only it has.",
    parameters: {
      type: 'object',
      properties: {
        ids: { type: 'array', items: { type: 'integer' }, minItems: 2, maxItems: 4 },
      },
      required: ['ids'],
      additionalProperties: false,
    },
  },
  {
    name: 'sort_results',
    description:
      "Order the last results (the products shown last, or your last search this turn) by price, rating, number of ingredients of concern or number of ingredients, e.g. for 'which is the cheapest?' or 'the gentlest of those'. Products that break the shopper's constraints are left out.",
    parameters: {
      type: 'object',
      properties: {
        by: { type: 'string', enum: [...SORT_KEYS] },
        direction: {
          type: 'string',
          enum: ['asc', 'desc'],
          description:
            'asc: lowest first (default for price, concerns, ingredients); desc: highest first (default for rating).',
        },
      },
      required: ['by'],
      additionalProperties: false,
    },
  },
  {
    name: 'filter_results',
    description:
      "Narrow the last results by a new constraint ('just the ones without nut oils', 'only vegan', 'under €15', 'the same brand as product 12'). Returns the products that remain and, for each one left out, why.",
    parameters: {
      type: 'object',
      properties: {
        avoid: { type: 'array', items: { type: 'string', enum: [...AVOID_GROUP_IDS] } },
        avoid_ingredients: { type: 'array', items: { type: 'string' } },
        max_price: { type: 'number', description: 'Maximum price in euro.' },
        certifications: { type: 'array', items: { type: 'string', enum: [...CERTIFICATIONS] } },
        same_brand_as: {
          type: 'integer',
          description: 'Keep the products of this product’s brand.',
        },
      },
      additionalProperties: false,
    },
  },
  {
    name: 'compare_results',
    description:
      "Compare products of the last results by their position (1 = the first card shown), on the shopper's constraints; by default the first three.",
    parameters: {
      type: 'object',
      properties: {
        positions: {
          type: 'array',
          items: { type: 'integer', minimum: 1, maximum: 6 },
          minItems: 2,
          maxItems: 4,
        },
      },
      additionalProperties: false,
    },
  },
  {
    name: 'analyze_ingredients',
    description:
      "Analyse an ingredient list (INCI, as printed on a label) with the shop's ingredient knowledge base: each ingredient's safety rating (no-concern, low-to-moderate-concern, high-concern or unknown), concerns and a plain-language explanation, plus a verdict.",
    parameters: {
      type: 'object',
      properties: { ingredients: { type: 'string', description: 'The ingredient list as text.' } },
      required: ['ingredients'],
      additionalProperties: false,
    },
  },
];

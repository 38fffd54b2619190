import type { Migration } from 'kysely/migration';
import * as catalogueAndBlog from './2026_11_22_0001_catalogue_and_blog';
import * as staffAndSecurity from './2026_11_22_0002_staff_and_security';
import * as ingredientKnowledgeBase from './2026_11_22_0003_ingredient_knowledge_base';
import * as newsletter from './2026_11_22_0010_newsletter';
import * as assistantChat from './2026_11_22_0016_assistant_chat';
import * as productReviews from './2026_11_22_0020_product_reviews';
import * as badgeHistory from './2026_11_24_0001_badge_history';
import * as productType from './2026_11_24_0002_product_type';
import * as entryEvidence from './2026_11_24_0003_entry_evidence';
import * as productSearch from './2026_11_24_0004_product_search';
import * as productNameIndex from './2026_11_24_0005_product_name_index';
import * as dropProductFts from './2026_11_24_0006_drop_product_fts';
import * as ingredientFamilies from './2026_11_25_0001_ingredient_families';
import * as usaPrice from './2026_11_25_0002_usa_price';
import * as mailQueue from './2026_11_25_0003_mail_queue';
import * as arrivalRequests from './2026_11_26_0401_arrival_requests';
import * as brands from './2026_11_26_0402_brands';
import * as productIngredientsByEntry from './2026_11_27_0001_product_ingredients_by_entry';
import * as recipientConsent from './2026_11_28_0001_recipient_consent';
import * as ingredientContextExplanations from './2026_11_28_0301_ingredient_context_explanations';
import * as newsletterOptIn from './2026_11_26_0101_newsletter_opt_in';
import * as swapAnalysis from './2026_11_26_0201_swap_analysis';
import * as editorial from './2026_11_26_0301_editorial';

/** Static registry: bundlers and Vitest cannot follow FileMigrationProvider's dynamic imports. */
export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_catalogue_and_blog': catalogueAndBlog,
  '2026_11_22_0002_staff_and_security': staffAndSecurity,
  '2026_11_22_0003_ingredient_knowledge_base': ingredientKnowledgeBase,
  '2026_11_22_0010_newsletter': newsletter,
  '2026_11_22_0016_assistant_chat': assistantChat,
  '2026_11_22_0020_product_reviews': productReviews,
  '2026_11_24_0001_badge_history': badgeHistory,
  '2026_11_24_0002_product_type': productType,
  '2026_11_24_0003_entry_evidence': entryEvidence,
  '2026_11_24_0004_product_search': productSearch,
  '2026_11_24_0005_product_name_index': productNameIndex,
  '2026_11_24_0006_drop_product_fts': dropProductFts,
  '2026_11_25_0001_ingredient_families': ingredientFamilies,
  '2026_11_25_0002_usa_price': usaPrice,
  '2026_11_25_0003_mail_queue': mailQueue,
  '2026_11_26_0401_arrival_requests': arrivalRequests,
  '2026_11_26_0402_brands': brands,
  '2026_11_26_0101_newsletter_opt_in': newsletterOptIn,
  '2026_11_26_0201_swap_analysis': swapAnalysis,
  '2026_11_26_0301_editorial': editorial,
  '2026_11_27_0001_product_ingredients_by_entry': productIngredientsByEntry,
  '2026_11_28_0001_recipient_consent': recipientConsent,
  '2026_11_28_0301_ingredient_context_explanations': ingredientContextExplanations,
};

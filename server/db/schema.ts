import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { EvidenceLevel } from '../../shared/ingredients-kb';

/**
 * The one description of the database for Kysely. Columns are snake_case.
 * Lists are JSON text (see server/db/json.ts); booleans are 0/1; times are ISO-8601 text.
 */
export interface Database {
  products: ProductsTable;
  product_ingredients: ProductIngredientsTable;
  product_badge_changes: ProductBadgeChangesTable;
  blog_posts: BlogPostsTable;
  blog_post_revisions: BlogPostRevisionsTable;
  author_profiles: AuthorProfilesTable;
  blog_categories: BlogCategoriesTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  setup_tokens: SetupTokensTable;
  sign_in_failures: SignInFailuresTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_issues: NewsletterIssuesTable;
  newsletter_issue_recipients: NewsletterIssueRecipientsTable;
  mail_queue: MailQueueTable;
  arrival_requests: ArrivalRequestsTable;
  brands: BrandsTable;
  product_reviews: ProductReviewsTable;
  ingredients: IngredientsTable;
  ingredient_kb_sync: IngredientKbSyncTable;
  chat_threads: ChatThreadsTable;
  chat_messages: ChatMessagesTable;
  search_synonyms: SearchSynonymsTable;
  site_settings: SiteSettingsTable;
  swap_analysis_requests: SwapAnalysisRequestsTable;
}

type Flag = number; // 0 or 1
type JsonList = string; // JSON array of strings
type CreatedAt = ColumnType<string, string | undefined, never>;

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  brand: string | null;
  description: string | null;
  subtitle: string | null;
  category: string | null;
  /** An id of PRODUCT_TYPES (shared/catalog.ts); null until staff set it. */
  product_type: ColumnType<string | null, string | null | undefined, string | null>;
  image_url: string | null;
  features: JsonList;
  price: number | null;
  /** US dollars at the USA shop (usa_shop_link); null without one. */
  usa_price: ColumnType<number | null, number | null | undefined, number | null>;
  rating: number | null;
  review_count: number;
  is_bestseller: Flag;
  is_homepage_hero: Flag;
  is_homepage_bestseller: Flag;
  is_hero_brand: Flag;
  toxicity_rating: string | null;
  naturalness_rating: string | null;
  usa_shop_link: string | null;
  eu_shop_link: string | null;
  natural_ingredients: string | null;
  certifications: JsonList;
  packaging: JsonList;
  origin_region: string | null;
  ownership_brand: string | null;
  skin_type: JsonList;
  sensitivity: JsonList;
  pros: JsonList;
  cons: JsonList;
  quotes: JsonList;
  ingredients_text: string | null;
  /** Computed by the standard (server/standard): clean, good, watch, avoid, unrated; null when not assessed. */
  verdict: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON list of INGREDIENT_FAMILIES ids; null: no analysed ingredient list. */
  ingredient_families: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: string;
}

export interface ProductIngredientsTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  ingredient_name: string;
  safety_rating: string;
  explanation: string;
  concerns: JsonList;
  sources: JsonList;
  /** The knowledge-base entry this ingredient was matched to (null when unknown). */
  ingredient_id: number | null;
  created_at: CreatedAt;
}

/** Every change of a product's Clean or Natural badge: who, when and why (server/standard). */
export interface ProductBadgeChangesTable {
  id: Generated<number>;
  product_id: number;
  badge: 'clean' | 'natural';
  awarded: Flag;
  reason: string;
  /** A staff member's email, or 'Puur standard' for a recomputation after a rule or data change. */
  changed_by: string;
  standard_version: number;
  created_at: CreatedAt;
}

/** Query-time search synonyms: a search for `term` also finds `alternative`. */
export interface SearchSynonymsTable {
  term: string;
  alternative: string;
}

/** The ingredient knowledge base: built-in (reviewed data file), staff-written and AI-written. */
export interface IngredientsTable {
  id: Generated<number>;
  inci: string;
  /** Normalised INCI name (server/ingredients/normalize.ts); unique. */
  name_key: string;
  synonyms: JsonList;
  cas: string | null;
  functions: JsonList;
  rating: 'no-concern' | 'low-to-moderate-concern' | 'high-concern';
  concerns: JsonList;
  origin: string | null;
  explanation: string;
  /**
   * JSON object of explanations for the contexts other than `domain` ({"household": "…"}), for an
   * ingredient that serves cosmetics and household cleaners alike; null when one text serves both.
   */
  explanations: string | null;
  sources: JsonList;
  domain: 'cosmetics' | 'household';
  source: 'builtin' | 'staff' | 'ai';
  reviewed: Flag;
  model: string | null;
  /** How much is known about its safety; null (rows from before the column): from its sources. */
  evidence: EvidenceLevel | null;
  created_at: CreatedAt;
  updated_at: string;
}

export interface IngredientKbSyncTable {
  name: string;
  hash: string;
  entries: number;
  synced_at: string;
}

export interface BlogPostsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  subtitle: string | null;
  content: string;
  excerpt: string | null;
  featured_image_url: string | null;
  status: 'draft' | 'review' | 'published';
  author_id: number | null;
  category_id: number | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: JsonList;
  og_image_url: string | null;
  read_time_minutes: number | null;
  published_at: string | null;
  created_at: CreatedAt;
  updated_at: string;
  view_count: Generated<number>;
  /** A draft or review post goes live at this time (ISO-8601); null when not scheduled. */
  scheduled_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Hash of the AI-written text while the content is still that text (the AI mark). */
  ai_text_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BlogPostRevisionsTable {
  id: Generated<number>;
  post_id: number;
  title: string;
  subtitle: string | null;
  content: string;
  excerpt: string | null;
  featured_image_url: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: JsonList;
  og_image_url: string | null;
  status: 'draft' | 'review' | 'published';
  saved_by: string | null;
  created_at: CreatedAt;
}

export interface AuthorProfilesTable {
  id: Generated<number>;
  name: string;
  bio: string | null;
}

export interface BlogCategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  color: string | null;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;
export type BlogPostRow = Selectable<BlogPostsTable>;

export interface StaffUsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: 'admin' | 'editor';
  password_hash: string;
  created_at: CreatedAt;
  updated_at: string;
}

export interface StaffSessionsTable {
  id: string;
  staff_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
}

export interface SetupTokensTable {
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface SignInFailuresTable {
  key: string;
  failures: number;
  last_failure_at: string;
  locked_until: string | null;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  consent_at: string;
  source: string;
  unsubscribe_token: string;
  unsubscribed_at: string | null;
  created_at: CreatedAt;
  /** Set when the address opened its confirmation link (double opt-in); only then it gets issues. */
  confirmed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** sha256 (hex) of the confirmation link's token; null once confirmed. */
  confirm_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the last confirmation mail was queued (repeats wait a few minutes). */
  confirm_sent_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A newsletter issue staff sent: one post or a digest (server/newsletter/issues.ts). */
export interface NewsletterIssuesTable {
  id: Generated<number>;
  /** 'post:<id>' or 'digest:<id>,<id>,…': the same content is the same issue. */
  issue_key: string;
  kind: 'post' | 'digest';
  post_id: number | null;
  subject: string;
  created_by: string | null;
  created_at: CreatedAt;
  last_sent_at: string | null;
}

/** One row per issue and subscriber: an issue is queued to a subscriber once. */
export interface NewsletterIssueRecipientsTable {
  issue_id: number;
  subscriber_id: number;
  mail_id: number | null;
  queued_at: string;
}

/** Outgoing mail, sent once by server/mail/sender.ts (decision 0020). */
export interface MailQueueTable {
  id: Generated<number>;
  /** The Message-ID header, fixed when queued, so a repeated delivery can be recognised. */
  message_id: string;
  /** Null: the configured MAIL_FROM. */
  from_address: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** JSON object of extra headers (List-Unsubscribe and the like). */
  headers: ColumnType<string, string | undefined, string>;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  last_error: string | null;
  transport: string | null;
  delivery: string | null;
  created_at: CreatedAt;
  sent_at: string | null;
}

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** Brands as entities (server/products/brands.ts); `name` is unique whatever its case. */
export interface BrandsTable {
  id: Generated<number>;
  name: string;
  /** brandKey(name): trimmed, single-spaced, lower case; unique. */
  name_key: string;
  created_at: CreatedAt;
}

/** "Tell me when it arrives" on a Coming Soon product (server/arrivals), mailed once. */
export interface ArrivalRequestsTable {
  id: Generated<number>;
  product_id: number;
  email: string;
  region: 'Europe' | 'USA';
  created_at: CreatedAt;
  notified_at: string | null;
  /** SHA-256 of the confirmation link's token; null once confirmed. */
  confirm_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  confirm_sent_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the address opened its confirmation link: only confirmed requests get the notice. */
  confirmed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A conversation with the personal assistant (server/assistant). The id is unguessable. */
export interface ChatThreadsTable {
  id: string;
  /** JSON: what the built-in engine remembers across turns. */
  state: string;
  message_count: Generated<number>;
  created_at: CreatedAt;
  updated_at: string;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  thread_id: string;
  role: 'user' | 'assistant';
  content: string;
  image_name: string | null;
  /** Text read from the photo (the photo itself is never stored). */
  image_text: string | null;
  product_ids: JsonList;
  engine: string | null;
  created_at: CreatedAt;
}

export interface ProductReviewsTable {
  id: Generated<number>;
  product_id: number;
  rating: number;
  text: string;
  display_name: string;
  status: 'pending' | 'approved' | 'rejected';
  created_at: CreatedAt;
  moderated_at: string | null;
  moderated_by: number | null;
}

/** Shop settings staff edit (server/site/settings.ts); the value is JSON. */
export interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: string | null;
}

export type SwapAnalysisStatus = 'new' | 'drafted' | 'sent';

/** Product Swap Analysis requests (decision 0021): text read from the labels, never the photos. */
export interface SwapAnalysisRequestsTable {
  id: Generated<number>;
  email: string;
  note: string | null;
  status: ColumnType<SwapAnalysisStatus, SwapAnalysisStatus | undefined, SwapAnalysisStatus>;
  /** JSON array of { photo, title, text }. */
  labels: string;
  /** JSON of the drafted report; null until drafted. */
  draft: string | null;
  report_text: ColumnType<string, string | undefined, string>;
  /** SHA-256 (hex) of the private link's token; null until sent. */
  token_hash: string | null;
  created_at: CreatedAt;
  updated_at: string;
  sent_at: string | null;
  sent_by: string | null;
}

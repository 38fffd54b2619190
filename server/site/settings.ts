/**
 * Shop settings staff edit in the admin, one JSON value per key in `site_settings`. A key never
 * saved answers its defaults, so a fresh shop shows the default wording until staff change it.
 */
import type { DB } from '../db/connect';
import { SWAP_OFFER_DEFAULTS, type SwapOfferSettings } from '../../shared/swap-analysis';

const SWAP_OFFER_KEY = 'swap_analysis_offer';

async function readSetting(db: DB, key: string): Promise<unknown> {
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  try {
    return JSON.parse(row.value) as unknown;
  } catch {
    return undefined;
  }
}

async function writeSetting(db: DB, key: string, value: unknown, by: string) {
  const now = new Date().toISOString();
  const json = JSON.stringify(value);
  await db
    .insertInto('site_settings')
    .values({ key, value: json, updated_at: now, updated_by: by })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: json, updated_at: now, updated_by: by }),
    )
    .execute();
}

/** The swap analysis offer's promises and payment words (defaults for what was never saved). */
export async function swapOfferSettings(db: DB): Promise<SwapOfferSettings> {
  const saved = await readSetting(db, SWAP_OFFER_KEY);
  const result = { ...SWAP_OFFER_DEFAULTS };
  if (saved && typeof saved === 'object') {
    for (const key of Object.keys(result) as (keyof SwapOfferSettings)[]) {
      const value = (saved as Record<string, unknown>)[key];
      if (typeof value === 'string') result[key] = value;
    }
  }
  return result;
}

export async function saveSwapOfferSettings(
  db: DB,
  settings: SwapOfferSettings,
  by: string,
): Promise<SwapOfferSettings> {
  await writeSetting(db, SWAP_OFFER_KEY, settings, by);
  return swapOfferSettings(db);
}

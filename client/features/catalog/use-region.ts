import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import { detectRegion, homeCardRegion, type Region } from '../../../shared/region';

function browserLanguage(): string {
  return typeof navigator === 'undefined' ? '' : navigator.language;
}

interface TemporalNow {
  Temporal?: { Now?: { timeZoneId?: () => string } };
}

/**
 * The browser's IANA time zone. `Temporal.Now.timeZoneId()` answers in a tenth of a millisecond;
 * the first `Intl.DateTimeFormat()` of a page loads the locale's date data, 80 ms on this machine
 * and several times that on a slow phone, in the middle of hydrating the cards (decision 0018).
 * Intl stays for browsers without Temporal.
 */
function browserTimeZone(): string {
  try {
    const temporalZone = (globalThis as TemporalNow).Temporal?.Now?.timeZoneId?.();
    return temporalZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

let browserRegion: Region | undefined;
/** Guessed once per page: React reads a store's snapshot on every render of every card. */
function detectedBrowserRegion(): Region {
  browserRegion ??= detectRegion({ language: browserLanguage(), timeZone: browserTimeZone() });
  return browserRegion;
}

const neverChanges = () => () => {};
/** The server cannot see the browser: its HTML (and hydration) say Europe, then the browser's guess. */
const SERVER_REGION: Region = 'EUROPE';

/** The region guessed from the browser, for the shop links and prices. */
function useDetectedRegion(): Region {
  return useSyncExternalStore(neverChanges, detectedBrowserRegion, () => SERVER_REGION);
}

/**
 * Product detail: the region initialised from the browser, changeable by the shopper; and the
 * shopper's own choice (null until they make one).
 */
export function useRegion(): [Region, (region: Region) => void, Region | null] {
  const detected = useDetectedRegion();
  const [chosen, setChosen] = useState<Region | null>(null);
  return [chosen ?? detected, setChosen, chosen];
}

/** The region the shopper chose on the page around (the product page's selector), if any. */
export const ChosenRegionContext = createContext<Region | null>(null);

/** Whose prices cards show: the region chosen on the page around, else the browser's. */
export function useShopperRegion(): Region {
  const chosen = useContext(ChosenRegionContext);
  const detected = useDetectedRegion();
  return chosen ?? detected;
}

/** Home-page cards: USA when the browser language is en-US, otherwise EUROPE. */
export function useHomeCardRegion(): Region {
  return useSyncExternalStore(
    neverChanges,
    () => homeCardRegion(browserLanguage()),
    () => SERVER_REGION,
  );
}

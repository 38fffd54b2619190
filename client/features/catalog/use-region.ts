import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import { detectRegion, homeCardRegion, type Region } from '../../../shared/region';

function browserLanguage(): string {
  return typeof navigator === 'undefined' ? '' : navigator.language;
}

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

const neverChanges = () => () => {};
/** The server cannot see the browser: its HTML (and hydration) say Europe, then the browser's guess. */
const SERVER_REGION: Region = 'EUROPE';

/** The region guessed from the browser (SPEC.md §2 product detail). */
function useDetectedRegion(): Region {
  return useSyncExternalStore(
    neverChanges,
    () => detectRegion({ language: browserLanguage(), timeZone: browserTimeZone() }),
    () => SERVER_REGION,
  );
}

/** Product detail: the region initialised from the browser, changeable by the shopper. */
export function useRegion(): [Region, (region: Region) => void] {
  const detected = useDetectedRegion();
  const [chosen, setChosen] = useState<Region | null>(null);
  return [chosen ?? detected, setChosen];
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

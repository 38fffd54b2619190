import { useState, useSyncExternalStore } from 'react';
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

/** Product detail: the region initialised from the browser, changeable by the shopper. */
export function useRegion(): [Region, (region: Region) => void] {
  const detected = useSyncExternalStore(
    neverChanges,
    () => detectRegion({ language: browserLanguage(), timeZone: browserTimeZone() }),
    () => SERVER_REGION,
  );
  const [chosen, setChosen] = useState<Region | null>(null);
  return [chosen ?? detected, setChosen];
}

/** Home-page cards: USA when the browser language is en-US, otherwise EUROPE. */
export function useHomeCardRegion(): Region {
  return useSyncExternalStore(
    neverChanges,
    () => homeCardRegion(browserLanguage()),
    () => SERVER_REGION,
  );
}

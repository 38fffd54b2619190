import { useState } from 'react';
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

/** Product detail: the region initialised from the browser, changeable by the shopper. */
export function useRegion() {
  return useState<Region>(() =>
    detectRegion({ language: browserLanguage(), timeZone: browserTimeZone() }),
  );
}

/** Home-page cards: USA when the browser language is en-US, otherwise EUROPE. */
export function useHomeCardRegion(): Region {
  return homeCardRegion(browserLanguage());
}

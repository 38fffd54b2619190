/**
 * Server-rendered pages start the app after their first paint (docs/decisions/0008): the HTML and
 * its inline stylesheet paint at once, and the scripts that hydrate the page load after, instead
 * of competing with that first paint and the page's main picture. The server lists the scripts in
 * a JSON element (server/http/preload.ts).
 */
import { BOOT_SCRIPTS_ID, type BootScripts } from '../shared/boot';

const FALLBACK_MS = 500;
/**
 * Module preloads added per task. Starting a fetch from script costs the main thread 1–4 ms per
 * link in Chromium (more with DevTools attached); a page has 25–50 modules, which in one go made a
 * 50–140 ms task (decision 0018). Six keep each task short; the fetches still start within a few
 * ms.
 */
const LINKS_PER_TASK = 6;

const config = JSON.parse(
  document.getElementById(BOOT_SCRIPTS_ID)?.textContent ?? 'null',
) as BootScripts | null;

function preload(hrefs: string[]) {
  for (const href of hrefs.slice(0, LINKS_PER_TASK)) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
    link.crossOrigin = '';
    document.head.append(link);
  }
  if (hrefs.length > LINKS_PER_TASK) setTimeout(() => preload(hrefs.slice(LINKS_PER_TASK)), 0);
}

let started = false;
function start() {
  if (started || !config) return;
  started = true;
  // The entry first (the largest file); its imports and the page's route chunks follow.
  void import(/* @vite-ignore */ config.entry);
  preload(config.preload);
}

// After the next frame is painted; a hidden tab paints no frames, so a timer starts it there.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, FALLBACK_MS);

/**
 * Server-rendered pages start the app after their first paint (docs/decisions/0008): the HTML and
 * its inline stylesheet paint at once, and the scripts that hydrate the page load after, instead
 * of competing with that first paint and the page's main picture. The server lists the scripts in
 * a JSON element (server/http/preload.ts).
 */
import { BOOT_SCRIPTS_ID, type BootScripts } from '../shared/boot';

const FALLBACK_MS = 500;

const config = JSON.parse(
  document.getElementById(BOOT_SCRIPTS_ID)?.textContent ?? 'null',
) as BootScripts | null;

let started = false;
function start() {
  if (started || !config) return;
  started = true;
  for (const href of config.preload) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
    link.crossOrigin = '';
    document.head.append(link);
  }
  void import(/* @vite-ignore */ config.entry);
}

// After the next frame is painted; a hidden tab paints no frames, so a timer starts it there.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, FALLBACK_MS);

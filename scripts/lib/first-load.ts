/**
 * First-load JavaScript of a page: the scripts it fetched until the app had hydrated and the
 * network was quiet. A file fetched twice (a module preload and its import) counts once.
 */
export interface ScriptResponse {
  url: string;
  /** Bytes of the body as sent (gzip when the server compressed it). */
  bytes: number;
}

export interface FirstLoad {
  kb: number;
  files: number;
}

export function firstLoadOf(responses: readonly ScriptResponse[]): FirstLoad {
  const bytesByUrl = new Map<string, number>();
  for (const { url, bytes } of responses)
    bytesByUrl.set(url, Math.max(bytes, bytesByUrl.get(url) ?? 0));
  const total = [...bytesByUrl.values()].reduce((sum, bytes) => sum + bytes, 0);
  return { kb: Math.round(total / 102.4) / 10, files: bytesByUrl.size };
}

type RequestEvent = 'request' | 'requestfinished' | 'requestfailed';

/**
 * Counts a page's requests in flight from before its navigation; `quiet` resolves once none has
 * been in flight for `quietMs`. Playwright's `networkidle` can fire before the app starts (its
 * scripts load after first paint), so this is asked after the app has hydrated.
 */
export function trackRequests(events: { on(event: RequestEvent, listener: () => void): unknown }) {
  let inFlight = 0;
  let lastChange = Date.now();
  events.on('request', () => {
    inFlight++;
    lastChange = Date.now();
  });
  const ended = () => {
    inFlight--;
    lastChange = Date.now();
  };
  events.on('requestfinished', ended);
  events.on('requestfailed', ended);
  return {
    async quiet(quietMs = 500, pollMs = 50): Promise<void> {
      while (inFlight > 0 || Date.now() - lastChange < quietMs)
        await new Promise((resolve) => setTimeout(resolve, pollMs));
    },
  };
}

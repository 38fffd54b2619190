import superjson from 'superjson';
import { describe, expect, it, vi } from 'vitest';

describe('JsonText', () => {
  it('goes over the wire as its parsed payload, even when a second copy of the module registered last', async () => {
    const first = await import('./json-text');
    vi.resetModules(); // `npm run dev` loads the module again through Vite for server rendering
    const second = await import('./json-text');
    expect(second.JsonText).not.toBe(first.JsonText);
    const payload = { items: [{ id: 1 }], facets: { category: [] } };
    for (const made of [
      new first.JsonText(JSON.stringify(payload)),
      new second.JsonText(JSON.stringify(payload)),
    ]) {
      expect(superjson.parse(superjson.stringify({ result: made }))).toEqual({ result: payload });
    }
  });
});

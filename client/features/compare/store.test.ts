import { beforeEach, describe, expect, it, vi } from 'vitest';

const saved = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => saved.get(key) ?? null,
  setItem: (key: string, value: string) => saved.set(key, value),
});

/** A fresh module each time: the store caches what it read. */
async function freshStore() {
  vi.resetModules();
  return import('./store');
}

beforeEach(() => saved.clear());

describe('the compare selection', () => {
  it('keeps up to 4 products in the order picked, and refuses a fifth', async () => {
    const store = await freshStore();
    for (const id of [7, 3, 9, 1]) expect(store.toggleCompare(id)).toBe('added');
    expect(store.toggleCompare(12)).toBe('full');
    expect(store.readCompareIds()).toEqual([7, 3, 9, 1]);
    expect(JSON.parse(saved.get(store.COMPARE_KEY)!)).toEqual([7, 3, 9, 1]);
  });

  it('removes a product on a second toggle, one by one, or all at once', async () => {
    const store = await freshStore();
    store.toggleCompare(7);
    store.toggleCompare(3);
    store.toggleCompare(9);
    expect(store.toggleCompare(3)).toBe('removed');
    expect(store.readCompareIds()).toEqual([7, 9]);
    store.removeFromCompare(7);
    store.removeFromCompare(42);
    expect(store.readCompareIds()).toEqual([9]);
    store.clearCompare();
    expect(store.readCompareIds()).toEqual([]);
  });

  it('reads back what this browser stored, cleaned of anything that is not a product id', async () => {
    saved.set('puur.compare', JSON.stringify([5, 5, 'x', -1, 2.5, 6, 8, 10, 11]));
    expect((await freshStore()).readCompareIds()).toEqual([5, 6, 8, 10]);
    saved.set('puur.compare', '{not json');
    expect((await freshStore()).readCompareIds()).toEqual([]);
  });
});

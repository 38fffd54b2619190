import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstLoadOf, trackRequests } from './first-load';

describe('firstLoadOf', () => {
  it('sums the bytes of every script in KB with one decimal', () => {
    expect(
      firstLoadOf([
        { url: '/boot.js', bytes: 1024 },
        { url: '/assets/index.js', bytes: 187_351 },
      ]),
    ).toEqual({ kb: 184, files: 2 });
  });

  it('counts a script fetched twice (a preload and its import) once', () => {
    expect(
      firstLoadOf([
        { url: '/assets/a.js', bytes: 2048 },
        { url: '/assets/a.js', bytes: 2048 },
        { url: '/assets/b.js', bytes: 1024 },
      ]),
    ).toEqual({ kb: 3, files: 2 });
  });

  it('is zero for a page without scripts', () => {
    expect(firstLoadOf([])).toEqual({ kb: 0, files: 0 });
  });
});

describe('trackRequests', () => {
  afterEach(() => vi.useRealTimers());

  it('is quiet only once every request has ended and none started for the quiet time', async () => {
    vi.useFakeTimers();
    const page = new EventEmitter();
    const tracker = trackRequests(page);
    page.emit('request');
    page.emit('request');
    let quiet = false;
    void tracker.quiet(500).then(() => (quiet = true));

    page.emit('requestfinished');
    await vi.advanceTimersByTimeAsync(2000);
    expect(quiet).toBe(false);

    page.emit('requestfailed');
    await vi.advanceTimersByTimeAsync(400);
    expect(quiet).toBe(false);
    // A request started late (a route's chunk) restarts the wait.
    page.emit('request');
    page.emit('requestfinished');
    await vi.advanceTimersByTimeAsync(400);
    expect(quiet).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(quiet).toBe(true);
  });
});

import { createResponseCache } from './response-cache';

describe('createResponseCache', () => {
  it('answers from memory while fresh, then stale once while refreshing, then waits when too old', async () => {
    let clock = 0;
    const cache = createResponseCache<number>({ ttlMs: 100, maxEntries: 10, now: () => clock });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock = 99;
    expect(await cache.get('a', load)).toBe(1);
    expect(loads).toBe(1);
    clock = 150;
    // Expired: the old value now, the refreshed one next time.
    expect(await cache.get('a', load)).toBe(1);
    await Promise.resolve();
    expect(loads).toBe(2);
    expect(await cache.get('a', load)).toBe(2);
    // Past twice the TTL nothing old is handed out.
    clock = 400;
    expect(await cache.get('a', load)).toBe(3);
  });

  it('peeks without loading and takes values set directly', async () => {
    let clock = 0;
    const cache = createResponseCache<string>({ ttlMs: 10, maxEntries: 10, now: () => clock });
    expect(cache.peek('x')).toBeUndefined();
    cache.set('x', 'direct');
    expect(cache.peek('x')).toBe('direct');
    expect(await cache.get('x', async () => 'loaded')).toBe('direct');
    clock = 10;
    expect(cache.peek('x')).toBeUndefined();
  });

  it('shares one load between concurrent misses and does not keep failures', async () => {
    const cache = createResponseCache<string>({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve(`v${++loads}`), 5));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)])).toEqual([
      'v1',
      'v1',
      'v1',
    ]);
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('bad', async () => 'recovered')).toBe('recovered');
  });

  it('drops the oldest entry past the limit and forgets everything on clear, even a load in flight', async () => {
    const cache = createResponseCache<number>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 10)).toBe(10);

    let release: (value: number) => void = () => {};
    const inFlight = cache.get('d', () => new Promise<number>((resolve) => (release = resolve)));
    cache.clear();
    release(4);
    expect(await inFlight).toBe(4);
    expect(await cache.get('d', async () => 5)).toBe(5);
  });
});

describe('a short stale window and aliases', () => {
  it('hands out an expired answer only within staleMs', async () => {
    let clock = 0;
    const cache = createResponseCache<number>({ ttlMs: 100, staleMs: 20, maxEntries: 10, now: () => clock });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock = 110;
    expect(await cache.get('a', load)).toBe(1);
    await Promise.resolve();
    expect(await cache.get('a', load)).toBe(2);
    // Refreshed at 110, fresh until 210: at 235 it is past TTL + staleMs (not TTL + TTL).
    clock = 235;
    expect(await cache.get('a', load)).toBe(3);
  });

  it('lets an alias expire with its entry, and never revives a stale or cleared one', async () => {
    let clock = 0;
    const cache = createResponseCache<string>({ ttlMs: 100, maxEntries: 10, now: () => clock });
    await cache.get('k', async () => 'old');
    clock = 90;
    cache.alias('url', 'k');
    expect(cache.peek('url')).toBe('old');
    clock = 100;
    expect(cache.peek('url')).toBeUndefined();
    // A stale answer handed out while refreshing is not aliased as fresh.
    expect(await cache.get('k', () => new Promise<string>(() => {}))).toBe('old');
    cache.alias('url', 'k');
    expect(cache.peek('url')).toBeUndefined();
    cache.clear();
    cache.alias('url', 'k');
    expect(cache.peek('url')).toBeUndefined();
  });
});

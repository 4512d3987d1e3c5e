import { pageCache } from './page-cache';

function clock() {
  let now = 1_000;
  return { perf: { now: () => now }, advance: (ms: number) => (now += ms) };
}

describe('pageCache', () => {
  it('renders a page once for every visitor within its time, then again', async () => {
    const time = clock();
    const render = jest.fn(async (path: string) => `<h1>${path}</h1>`);
    const page = pageCache(render, { ttlMs: 5_000, maxSize: 1_000_000, perf: time.perf });
    const first = await page('en /products', '/products');
    expect(first?.html).toBe('<h1>/products</h1>');
    time.advance(4_000);
    // The same page object: its compressed bytes, kept beside it, serve every visitor too.
    expect(await page('en /products', '/products')).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    time.advance(2_000);
    await page('en /products', '/products');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps each key apart (another language or path is another page)', async () => {
    const render = jest.fn(async (label: string) => label);
    const page = pageCache(render, { ttlMs: 5_000, maxSize: 1_000_000, perf: clock().perf });
    expect((await page('en wide /', 'english'))?.html).toBe('english');
    expect((await page('kh wide /', 'khmer'))?.html).toBe('khmer');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('lets visitors who ask during a render wait for that render', async () => {
    let finish: (page: string) => void = () => undefined;
    const render = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const page = pageCache(render, { ttlMs: 5_000, maxSize: 1_000_000, perf: clock().perf });
    const first = page('en /', undefined);
    const second = page('en /', undefined);
    finish('<p>home</p>');
    const [one, other] = await Promise.all([first, second]);
    expect(one?.html).toBe('<p>home</p>');
    expect(other).toBe(one);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps neither a page left to the browser nor a failed render', async () => {
    const render = jest
      .fn<Promise<string | undefined>, []>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('API down'))
      .mockResolvedValue('<p>ok</p>');
    const page = pageCache(render, { ttlMs: 5_000, maxSize: 1_000_000, perf: clock().perf });
    expect(await page('en /', undefined)).toBeUndefined();
    await expect(page('en /', undefined)).rejects.toThrow('API down');
    expect((await page('en /', undefined))?.html).toBe('<p>ok</p>');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('forgets the least recently used pages beyond its size', async () => {
    const render = jest.fn(async (path: string) => path.padEnd(40, '.'));
    const page = pageCache(render, { ttlMs: 5_000, maxSize: 100, perf: clock().perf });
    await page('/a', '/a');
    await page('/b', '/b');
    await page('/c', '/c');
    await page('/a', '/a');
    expect(render).toHaveBeenCalledTimes(4);
  });
});

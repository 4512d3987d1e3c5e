import {
  hostChunkFiles,
  lazyChunkFiles,
  remoteServerModules,
  type HostShared,
  type LazyChunks,
} from './remote-server-modules';

const chunks: LazyChunks = {
  groups: {
    'catalog-home': { files: ['catalog-home.1.js', '4419.2.js'], consumes: ['react', '@mui/material/Card'] },
    'catalog-product': { files: ['catalog-product.3.js'], consumes: ['@mui/material/Rating', 'react'] },
  },
  sharedFiles: {
    react: ['7923.react.js'],
    '@mui/material/Card': ['7483.card.js', '8044.system.js'],
    '@mui/material/Rating': ['9000.rating.js', '8044.system.js'],
  },
};

describe('lazyChunkFiles', () => {
  it('lists a rendered chunk’s files and the remote’s copies of the shared modules the host lacks', () => {
    expect(lazyChunkFiles(chunks, ['catalog-home'], new Set(['react']))).toEqual([
      'catalog-home.1.js',
      '4419.2.js',
      '7483.card.js',
      '8044.system.js',
    ]);
  });

  it('lists each file once over several chunks, and skips chunks the build does not name', () => {
    expect(
      lazyChunkFiles(chunks, ['catalog-home', 'catalog-product', 'unknown'], new Set(['react'])),
    ).toEqual([
      'catalog-home.1.js',
      '4419.2.js',
      '7483.card.js',
      '8044.system.js',
      'catalog-product.3.js',
      '9000.rating.js',
    ]);
  });

  it('preloads no shared copy the host provides, and nothing when no chunk was rendered', () => {
    const everything = { has: () => true };
    expect(lazyChunkFiles(chunks, ['catalog-product'], everything)).toEqual(['catalog-product.3.js']);
    expect(lazyChunkFiles(chunks, [], new Set())).toEqual([]);
  });
});

describe('hostChunkFiles', () => {
  const shell: Record<string, string[]> = {
    react: ['framework.js'],
    '@mui/material/Rating': ['mui-later.js', '4189.rating.js'],
  };
  const host: HostShared = { has: (key) => key in shell, files: (key) => shell[key] ?? [] };

  it('lists the shell’s copies of the shared modules a rendered chunk consumes, each file once', () => {
    expect(hostChunkFiles(chunks, ['catalog-product', 'catalog-home'], host)).toEqual([
      'mui-later.js',
      '4189.rating.js',
      'framework.js',
    ]);
  });

  it('lists nothing for modules the shell does not provide, nor for chunks not rendered', () => {
    expect(hostChunkFiles(chunks, ['catalog-home'], { has: () => false, files: () => ['x.js'] })).toEqual([]);
    expect(hostChunkFiles(chunks, ['unknown'], host)).toEqual([]);
  });
});

describe('remoteServerModules', () => {
  const manifest = 'http://origin.test/remotes/catalog/1.0.0/mf-manifest.json';
  let clock: number;
  let fetched: jest.SpyInstance;
  beforeEach(() => {
    clock = 1_000_000;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks an origin that did not answer again within seconds, not after a minute', async () => {
    fetched = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    const modules = remoteServerModules(() => clock);
    expect((await modules.load('catalog', manifest)).App).toBeUndefined();
    clock += 1_000;
    await modules.load('catalog', manifest);
    expect(fetched).toHaveBeenCalledTimes(1);
    clock += 1_500;
    await modules.load('catalog', manifest);
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it('keeps an origin’s answer that it has no such build for a minute', async () => {
    fetched = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 404 }));
    const modules = remoteServerModules(() => clock);
    expect((await modules.load('catalog', manifest)).App).toBeUndefined();
    clock += 30_000;
    await modules.load('catalog', manifest);
    expect(fetched).toHaveBeenCalledTimes(1);
    clock += 31_000;
    await modules.load('catalog', manifest);
    expect(fetched).toHaveBeenCalledTimes(2);
  });
});

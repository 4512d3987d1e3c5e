import { REMOTE_CONTRACT_VERSION } from '@storefront/shared';
import { IncompatibleRemoteError, remoteCompatibilityPlugin } from './remote-compatibility-plugin';

type SnapshotArgs = Parameters<
  NonNullable<ReturnType<typeof remoteCompatibilityPlugin>['loadRemoteSnapshot']>
>[0];

const snapshotArgs = (shared: { name: string; version: string }[]) =>
  ({
    from: 'manifest',
    manifestUrl: 'https://shop.example/remotes/catalog/2.0.0-abc/mf-manifest.json',
    moduleInfo: { name: 'catalog' },
    manifestJson: { metaData: { psarContract: REMOTE_CONTRACT_VERSION }, shared },
  }) as unknown as SnapshotArgs;

describe('remoteCompatibilityPlugin', () => {
  const plugin = remoteCompatibilityPlugin({ react: '19.3.1', '@storefront/shared': '1.0.0' });

  it('lets a compatible remote through unchanged', async () => {
    const args = snapshotArgs([{ name: 'react', version: '19.1.0' }]);
    expect(await plugin.loadRemoteSnapshot!(args)).toBe(args);
  });

  it('refuses a remote built against React 18 before its entry loads', async () => {
    const refusal = Promise.resolve().then(() =>
      plugin.loadRemoteSnapshot!(snapshotArgs([{ name: 'react', version: '18.3.1' }])),
    );
    await expect(refusal).rejects.toThrow(IncompatibleRemoteError);
    await expect(refusal).rejects.toThrow(
      'remote catalog refused: built against react 18.3.1, the shell shares 19.3.1 (https://shop.example/remotes/catalog/2.0.0-abc/mf-manifest.json)',
    );
  });
});

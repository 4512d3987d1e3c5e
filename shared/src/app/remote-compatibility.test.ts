import {
  describeIncompatibility,
  REMOTE_CONTRACT_VERSION,
  remoteCompatibility,
} from './remote-compatibility';

const host = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@mui/material/': '9.5.0',
  '@storefront/shared': '1.0.0',
};
const manifest = (
  shared: { name: string; version: string }[],
  psarContract: unknown = REMOTE_CONTRACT_VERSION,
) => ({
  metaData: { psarContract },
  shared,
});

describe('remoteCompatibility', () => {
  it('accepts a remote built against the same majors, minor and patch differences included', () => {
    const remote = manifest([
      { name: 'react', version: '19.0.0' },
      { name: '@mui/material/Button', version: '9.9.1' },
      { name: 'lodash', version: '4.17.21' },
    ]);
    expect(remoteCompatibility(remote, host)).toEqual({ compatible: true });
  });

  it('refuses a remote built against another React major', () => {
    const result = remoteCompatibility(manifest([{ name: 'react', version: '18.3.1' }]), host);
    expect(result).toEqual({
      compatible: false,
      reason: 'singleton',
      name: 'react',
      expected: '19.3.1',
      found: '18.3.1',
    });
    expect(describeIncompatibility('catalog', result)).toBe(
      'remote catalog refused: built against react 18.3.1, the shell shares 19.3.1',
    );
  });

  it('matches MUI subpaths to the shell’s @mui/material/ share', () => {
    const result = remoteCompatibility(manifest([{ name: '@mui/material/Alert', version: '8.1.0' }]), host);
    expect(result).toMatchObject({ compatible: false, name: '@mui/material/Alert', expected: '9.5.0' });
  });

  it('refuses another contract major, and a manifest without a contract', () => {
    expect(remoteCompatibility(manifest([], '2.0.0'), host)).toMatchObject({
      compatible: false,
      reason: 'contract',
      found: '2.0.0',
    });
    const none = remoteCompatibility({ shared: [] }, host);
    expect(none).toMatchObject({ compatible: false, reason: 'contract', found: undefined });
    expect(describeIncompatibility('help', none)).toContain('(none)');
  });

  it('accepts a newer contract minor', () => {
    expect(remoteCompatibility(manifest([], '1.4.0'), host, '1.0.0')).toEqual({ compatible: true });
  });
});

import en from '../../locales/en/help.json';
import kh from '../../locales/kh/help.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [path, text] of leaves(value, `${prefix}${key}.`)) out.set(path, text);
  }
  return out;
}

describe('help translations', () => {
  const english = leaves(en as Tree);
  const khmer = leaves(kh as Tree);

  it('have the same keys in English and Khmer', () => {
    expect([...khmer.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('are written in Khmer script in Khmer (brand and channel names aside)', () => {
    const latinOnly = [...khmer].filter(([, text]) => !/[\u1780-\u17FF]/.test(text)).map(([key]) => key);
    expect(latinOnly.sort()).toEqual(['affiliate.channelOptions.facebook', 'affiliate.channelOptions.telegram', 'affiliate.channelOptions.tiktok', 'affiliate.channelOptions.youtube']);
  });
});

import en from '../../locales/en/help.json';
import kh from '../../locales/kh/help.json';
import { translationLeaves } from '@storefront/shared/testing';

describe('help translations', () => {
  const english = translationLeaves(en);
  const khmer = translationLeaves(kh);

  it('have the same keys in English and Khmer', () => {
    expect([...khmer.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('are written in Khmer script in Khmer (brand and channel names aside)', () => {
    const latinOnly = [...khmer].filter(([, text]) => !/[\u1780-\u17FF]/.test(text)).map(([key]) => key);
    expect(latinOnly.sort()).toEqual([
      'affiliate.channelOptions.facebook',
      'affiliate.channelOptions.telegram',
      'affiliate.channelOptions.tiktok',
      'affiliate.channelOptions.youtube',
    ]);
  });
});

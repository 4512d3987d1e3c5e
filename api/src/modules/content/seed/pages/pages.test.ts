import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ContentPageSeed } from '../page-types';
import { page as aboutPsar } from './about-psar';
import { page as affiliateProgram } from './affilliate-program';
import { page as career } from './career';
import { page as graduatesInterns } from './career__graduates-interns';
import { page as feedback } from './feedback';
import { page as intellectualProductPolicy } from './inteallectual-product-policy';
import { page as intellectualProtection } from './inteallectual-protection';
import { page as pressMedia } from './press-media';
import { page as privacyPolicy } from './privacy-prolicy';
import { page as sell } from './sell';
import { page as termsIndex } from './terms-conditions';
import { page as coins } from './terms-conditions__amzconin';
import { page as games } from './terms-conditions__amzgame';
import { page as buyNowPayLater } from './terms-conditions__buy-now-paylater';
import { page as delivery } from './terms-conditions__delivery-of-terms';
import { page as giftVouchers } from './terms-conditions__dgs-vouchers';
import { page as madeInCambodia } from './terms-conditions__made-cambodia';
import { page as mobileTopUp } from './terms-conditions__mobile-top-up';
import { page as paymentProtection } from './terms-conditions__payment-protection';
import { page as platformTools } from './terms-conditions__plant-form-tool';
import { page as platformService } from './terms-conditions__plant-service';
import { page as psarPay } from './terms-conditions__psar-pay';
import { page as termsOfSale } from './terms-conditions__terms-of-sale';
import { page as termsOfUse } from './terms-conditions__terms-of-use';
import { page as vouchers } from './terms-conditions__vouch';

// The routes of the spec, spelled as the product spells them (typos included).
const TERMS_CHILDREN = [
  'made-cambodia',
  'plant-form-tool',
  'plant-service',
  'vouch',
  'terms-of-use',
  'terms-of-sale',
  'amzconin',
  'amzgame',
  'mobile-top-up',
  'dgs-vouchers',
  'payment-protection',
  'psar-pay',
  'buy-now-paylater',
  'delivery-of-terms',
];
const LEGAL_SLUGS = [
  'privacy-prolicy',
  'inteallectual-protection',
  'inteallectual-product-policy',
  ...TERMS_CHILDREN.map((child) => `terms-conditions/${child}`),
];
const INTRO_SLUGS = [
  'terms-conditions',
  'about-psar',
  'feedback',
  'sell',
  'affilliate-program',
  'career',
  'press-media',
  'career/graduates-interns',
];
const EXPECTED_SLUGS = [...LEGAL_SLUGS, ...INTRO_SLUGS];

const pages: ContentPageSeed[] = [
  aboutPsar,
  affiliateProgram,
  career,
  feedback,
  intellectualProductPolicy,
  intellectualProtection,
  privacyPolicy,
  sell,
  termsIndex,
  coins,
  games,
  buyNowPayLater,
  delivery,
  giftVouchers,
  madeInCambodia,
  mobileTopUp,
  paymentProtection,
  platformTools,
  platformService,
  psarPay,
  termsOfSale,
  termsOfUse,
  vouchers,
  pressMedia,
  graduatesInterns,
];

const KHMER = /[\u1780-\u17FF]/;
const KHMER_GLOBAL = /[\u1780-\u17FF]/g;
const LATIN_GLOBAL = /[A-Za-z]/g;
const wordCount = (markdown: string) =>
  markdown.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
const lines = (markdown: string, pattern: RegExp) =>
  markdown.split('\n').filter((line) => pattern.test(line)).length;
const dollarAmounts = (text: string) =>
  [...new Set(text.match(/\$\d+(?:,\d{3})*(?:\.\d{2})?/g) ?? [])].sort();

describe('content page seeds', () => {
  it('has one page per route of the spec, each slug once', () => {
    const slugs = pages.map((page) => page.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect([...slugs].sort()).toEqual([...EXPECTED_SLUGS].sort());
    // 25 = 3 legal pages + 14 terms pages + the terms index + about + 4 form-page intros + press and
    // graduates.
    expect(slugs).toHaveLength(25);
  });

  it('names every file after its slug (/ becomes __), with no file left out of this test', () => {
    const files = readdirSync(__dirname).filter(
      (file) =>
        file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts' && !file.startsWith('_'),
    );
    expect(files.sort()).toEqual(EXPECTED_SLUGS.map((slug) => `${slug.replace(/\//g, '__')}.ts`).sort());
  });

  it.each(pages.map((page) => [page.slug, page] as const))(
    '%s: both languages are filled in, Khmer is written in Khmer',
    (_slug, page) => {
      for (const field of [page.title, page.summary, page.body]) {
        expect(field.en.trim()).not.toBe('');
        expect(field.kh.trim()).not.toBe('');
        expect(field.en).not.toMatch(KHMER);
        expect(field.kh).toMatch(KHMER);
        expect(field.kh).not.toBe(field.en);
      }
      // Mostly Khmer script: brand names, e-mail addresses and codes are the only Latin text.
      const khmerLetters = page.body.kh.match(KHMER_GLOBAL)?.length ?? 0;
      const latinLetters = page.body.kh.match(LATIN_GLOBAL)?.length ?? 0;
      expect(khmerLetters).toBeGreaterThan(latinLetters * 5);
      expect(page.summary.en.split(/(?<=[.!?])\s+[A-Z]/)).toHaveLength(1);
    },
  );

  it.each(pages.map((page) => [page.slug, page] as const))(
    '%s: the Khmer body has the same structure and amounts as the English one',
    (_slug, page) => {
      expect(lines(page.body.kh, /^# /)).toBe(1);
      expect(lines(page.body.en, /^# /)).toBe(1);
      expect(lines(page.body.kh, /^## /)).toBe(lines(page.body.en, /^## /));
      expect(lines(page.body.kh, /^\d+\. /)).toBe(lines(page.body.en, /^\d+\. /));
      expect(dollarAmounts(page.body.kh)).toEqual(dollarAmounts(page.body.en));
      expect(page.body.kh.includes('support@psar.com.kh')).toBe(page.body.en.includes('support@psar.com.kh'));
    },
  );

  it.each(LEGAL_SLUGS)(
    '%s: reads like terms (numbered clauses, 300–700 English words, governed by Cambodian law)',
    (slug) => {
      const page = pages.find((candidate) => candidate.slug === slug)!;
      expect(lines(page.body.en, /^## /)).toBeGreaterThanOrEqual(4);
      expect(lines(page.body.en, /^\d+\. /)).toBeGreaterThanOrEqual(4);
      const words = wordCount(page.body.en);
      expect(words).toBeGreaterThanOrEqual(300);
      expect(words).toBeLessThanOrEqual(700);
      expect(page.body.en).toMatch(/Kingdom of Cambodia/);
      expect(page.body.en).toMatch(/Phnom Penh/);
      expect(page.body.en).toMatch(/support@psar\.com\.kh/);
    },
  );

  it.each(INTRO_SLUGS)('%s: is a short introduction (150–300 English words)', (slug) => {
    const page = pages.find((candidate) => candidate.slug === slug)!;
    const words = wordCount(page.body.en);
    expect(words).toBeGreaterThanOrEqual(150);
    expect(words).toBeLessThanOrEqual(300);
  });

  it('states the shop rules the product applies, in both languages', () => {
    expect(termsOfSale.body.en).toMatch(/\$1\.50 per unit/);
    expect(termsOfSale.body.en).toMatch(/within 7 days of delivery/);
    expect(termsOfSale.body.kh).toMatch(/៧ ថ្ងៃ/);
    expect(termsOfSale.body.en).toMatch(/only the card brand and last four digits/);
    expect(termsOfSale.body.en).toMatch(/KHQR \(Bakong\)/);
    expect(termsOfSale.body.en).toMatch(/10% off/);
    expect(termsOfUse.body.en).toMatch(/6-digit code/);
    expect(termsOfUse.body.en).toMatch(/valid for 10 minutes/);
    expect(termsOfUse.body.kh).toMatch(/៦ ខ្ទង់/);
    expect(termsOfUse.body.kh).toMatch(/១០ នាទី/);
    expect(termsOfUse.body.en).toMatch(/one review for each delivered order line/);
    expect(delivery.body.en).toMatch(/\$1\.50 per unit/);
  });

  it('keeps every file small and dated', () => {
    for (const page of pages) {
      expect(page.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(page.updatedAt))).toBe(false);
      const file = path.join(__dirname, `${page.slug.replace(/\//g, '__')}.ts`);
      expect(statSync(file).size).toBeLessThan(30 * 1024);
    }
  });
});

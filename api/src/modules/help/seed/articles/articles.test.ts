import type { HelpArticleSeed } from '../article-types';
import { helpCategoryTree } from '../help-categories';
import { articles as myAccount } from './my-account';
import { articles as ordersPromotions } from './orders-promotions';
import { articles as products } from './products';
import { articles as payment } from './payment';
import { articles as shippingDelivery } from './shipping-delivery';
import { articles as returns } from './return';
import { articles as refunds } from './refunds';
import { articles as wallet } from './wallet';
import { articles as madeInCambodia } from './made-in-cambodia';
import { articles as privacy } from './privacy';
import { articles as smartService } from './smart-service';
import { articles as otherTopics } from './other-topics';

// One file per help group, in the order of the category tree.
const files: [groupTitle: string, articles: HelpArticleSeed[]][] = [
  ['My Account', myAccount],
  ['Orders & Promotions', ordersPromotions],
  ['Products', products],
  ['Payment', payment],
  ['Shipping & Delivery', shippingDelivery],
  ['Return', returns],
  ['Refunds', refunds],
  ['Wallet', wallet],
  ['Made in Cambodia', madeInCambodia],
  ['Privacy Policy and Protection', privacy],
  ['Smart Service', smartService],
  ['Other topics and activities', otherTopics],
];
const all = files.flatMap(([, articles]) => articles);
const khmerScript = /[\u1780-\u17FF]/;
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('help article seeds', () => {
  it('give every sub-category at least one article', () => {
    const covered = new Set(all.map((article) => article.categoryId));
    const missing = helpCategoryTree
      .flatMap((group) => group.subCategories)
      .filter((sub) => !covered.has(sub.id))
      .map((sub) => `${sub.id} ${sub.title.en}`);
    expect(missing).toEqual([]);
  });

  it('file each article under a sub-category of its own group', () => {
    for (const [groupTitle, articles] of files) {
      const group = helpCategoryTree.find((candidate) => candidate.title.en === groupTitle);
      const subIds = new Set(group?.subCategories.map((sub) => sub.id));
      const strays = articles
        .filter((article) => !subIds.has(article.categoryId))
        .map((article) => article.slug);
      expect({ groupTitle, strays }).toEqual({ groupTitle, strays: [] });
    }
  });

  it('use unique lowercase kebab-case slugs', () => {
    const slugs = all.map((article) => article.slug);
    expect(slugs.filter((slug, index) => slugs.indexOf(slug) !== index)).toEqual([]);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('fill titles and bodies in both languages, the Khmer ones in Khmer script', () => {
    for (const article of all) {
      for (const text of [article.title.en, article.title.kh, article.body.en, article.body.kh]) {
        expect(text.trim()).not.toBe('');
      }
      expect(article.title.kh).toMatch(khmerScript);
      expect(article.body.kh).toMatch(khmerScript);
      // A Khmer body is a translation, not a copy of the English one.
      expect(article.body.kh).not.toBe(article.body.en);
    }
  });

  it('keep English bodies between 80 and 200 words', () => {
    const outOfRange = all
      .map((article) => ({ slug: article.slug, words: wordsOf(article.body.en) }))
      .filter(({ words }) => words < 80 || words > 200);
    expect(outOfRange).toEqual([]);
  });

  it('mark a handful of top questions, including delivery fees and returns', () => {
    const top = all.filter((article) => article.top).map((article) => article.slug);
    expect(top.length).toBeGreaterThanOrEqual(6);
    expect(top.length).toBeLessThanOrEqual(10);
    expect(top).toEqual(expect.arrayContaining(['delivery-fees', 'return-policy', 'payment-methods']));
  });

  it('state the shop rules the spec fixes', () => {
    const bySlug = (slug: string) => all.find((article) => article.slug === slug)?.body.en ?? '';
    expect(bySlug('delivery-fees')).toContain('$1.50 per unit');
    expect(bySlug('delivery-fees')).toContain('25 provinces');
    expect(bySlug('reset-forgotten-password')).toMatch(/6-digit code[\s\S]*10 minutes[\s\S]*5 tries/);
    expect(bySlug('return-window-7-days')).toContain('7 days');
    expect(bySlug('newsletter-welcome-offer')).toContain('WELCOME10');
  });

  it('link only to site routes or absolute paths', () => {
    for (const article of all) {
      for (const body of [article.body.en, article.body.kh]) {
        for (const [, target] of body.matchAll(/\]\(([^)]*)\)/g)) expect(target).toMatch(/^\//);
      }
    }
  });
});

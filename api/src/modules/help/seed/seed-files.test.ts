import { contentPageSeeds } from '../../content/seed/pages';
import { helpArticleSeeds } from './articles';
import { helpCategoryTree } from './help-categories';

const KHMER = /[\u1780-\u17FF]/;
// BRAND.slug of @storefront/shared (its root import would load the whole browser store here).
const BRAND = { slug: 'psar' };

describe('help article files', () => {
  const subCategoryIds = new Set(
    helpCategoryTree.flatMap((group) => group.subCategories.map((sub) => sub.id)),
  );

  it('place every article in a sub-category, with a unique slug and text in both languages', () => {
    const slugs = new Set<string>();
    for (const article of helpArticleSeeds) {
      expect({ slug: article.slug, inSubCategory: subCategoryIds.has(article.categoryId) }).toEqual({
        slug: article.slug,
        inSubCategory: true,
      });
      expect(slugs.has(article.slug)).toBe(false);
      slugs.add(article.slug);
      expect(article.title.kh).toMatch(KHMER);
      expect(article.body.kh).toMatch(KHMER);
      expect(article.title.en.trim()).not.toBe('');
    }
  });
});

describe('content page files', () => {
  const routes = new Set([
    'privacy-prolicy',
    'inteallectual-protection',
    'inteallectual-product-policy',
    `about-${BRAND.slug}`,
    'terms-conditions',
    ...[
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
      `${BRAND.slug}-pay`,
      'buy-now-paylater',
      'delivery-of-terms',
    ].map((page) => `terms-conditions/${page}`),
    'feedback',
    'sell',
    'affilliate-program',
    'career',
    'career/graduates-interns',
    'press-media',
  ]);

  it('belong to a route of the shop, once each, in both languages with a valid date', () => {
    const slugs = contentPageSeeds.map((page) => page.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const page of contentPageSeeds) {
      expect({ slug: page.slug, known: routes.has(page.slug) }).toEqual({ slug: page.slug, known: true });
      expect(page.body.kh).toMatch(KHMER);
      expect(page.title.kh).toMatch(KHMER);
      expect(Number.isNaN(Date.parse(page.updatedAt))).toBe(false);
    }
  });
});

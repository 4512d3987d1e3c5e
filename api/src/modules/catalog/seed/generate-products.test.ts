import { categoryTree, type SeedCategory } from './category-tree';
import { generateProducts, svgForProduct } from './generate-products';

const leaves: { id: number; slug: string }[] = [];
const walk = (node: SeedCategory) =>
  node.children.length
    ? node.children.forEach(walk)
    : leaves.push({ id: leaves.length + 1, slug: node.slug });
categoryTree.forEach(walk);

describe('generateProducts', () => {
  it('is deterministic, and a larger catalogue starts with the smaller one', () => {
    expect(generateProducts(50, leaves, 12)).toEqual(generateProducts(50, leaves, 12));
    expect(generateProducts(80, leaves, 12).slice(0, 50)).toEqual(generateProducts(50, leaves, 12));
  });

  it('gives every product consistent variants and strictly increasing delivery conditions', () => {
    for (const product of generateProducts(500, leaves, 12)) {
      expect(product.variants.length).toBeGreaterThan(0);
      const keys = Object.keys(product.variants[0]!.attributes).sort();
      for (const variant of product.variants) expect(Object.keys(variant.attributes).sort()).toEqual(keys);
      product.deliveryConditions.forEach((condition, i, all) => {
        expect(condition.minimumQuantity).toBeGreaterThanOrEqual(2);
        if (i > 0) expect(condition.minimumQuantity).toBeGreaterThan(all[i - 1]!.minimumQuantity);
      });
      expect(product.price).toBe(Math.min(...product.variants.map((variant) => variant.price)));
      expect(product.name.kh).toMatch(/[\u1780-\u17FF]/);
      // One option per attribute, in both languages, each value one some variant has.
      expect(product.options.map((option) => option.name.en).sort()).toEqual(keys);
      for (const option of product.options) {
        expect(option.name.kh).toMatch(/[\u1780-\u17FF]/);
        for (const value of option.values) {
          expect(value.kh).not.toBe('');
          expect(product.variants.some((variant) => variant.attributes[option.name.en] === value.en)).toBe(
            true,
          );
        }
      }
    }
  });

  it('gives every product exactly reviewCount reviews averaging its rating', () => {
    for (const product of generateProducts(300, leaves, 12)) {
      expect(product.reviews).toHaveLength(product.reviewCount);
      const stars = product.reviews.map((review) => review.rating);
      expect(stars.every((s) => s >= 1 && s <= 5)).toBe(true);
      const average = stars.length
        ? Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10
        : 0;
      expect(product.rating).toBe(average);
    }
  });

  it('generates 100,000 products for benchmarks', () => {
    expect(generateProducts(100_000, leaves, 12)).toHaveLength(100_000);
  });

  it('draws a valid small SVG with the product name as its title, escaped', () => {
    const svg = svgForProduct({ icon: 'phone', hue: 20, name: 'A <b> & "c"' });
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 400 400"/);
    expect(svg).toContain('<title>A b  c</title>');
    expect(svg.length).toBeLessThan(2048);
  });
});

describe('category tree', () => {
  it('has three levels, unique slugs and Khmer names', () => {
    const slugs: string[] = [];
    const depth = (node: SeedCategory, level: number): number => {
      slugs.push(node.slug);
      expect(node.name.kh).toMatch(/[\u1780-\u17FF]/);
      return node.children.length
        ? Math.max(...node.children.map((child) => depth(child, level + 1)))
        : level;
    };
    expect(Math.max(...categoryTree.map((main) => depth(main, 1)))).toBe(3);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});

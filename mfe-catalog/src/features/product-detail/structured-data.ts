import { BRAND, type Product } from '@storefront/shared';
import type { Pricing } from '../../components/products/product-pricing';

/** schema.org Product markup for search engines: name, images, price after discount, stock, rating. */
export function productJsonLd(
  product: Product,
  name: string,
  description: string,
  price: Pricing,
  origin: string,
) {
  const inStock = product.variants.some((variant) => variant.stock > 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: String(product.id),
    name,
    description,
    image: product.images.map((image) => new URL(image, origin).toString()),
    brand: { '@type': 'Brand', name: product.store.name || BRAND.name },
    offers: {
      '@type': 'Offer',
      url: `${origin}/products/${product.id}`,
      priceCurrency: 'USD',
      price: price.final.toFixed(2),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
          },
        }
      : {}),
  };
}

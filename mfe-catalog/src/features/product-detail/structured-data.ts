import { BRAND, truncate, type Product } from '@storefront/shared';
import { useEffect } from 'react';
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

/** Puts the page's meta description and JSON-LD in <head> while the product is shown. The JSON-LD
 * is made for the page's origin, which only the browser knows (not a server render). */
export function useProductHead(description: string, jsonLdAt: (origin: string) => object) {
  useEffect(() => {
    const json = JSON.stringify(jsonLdAt(window.location.origin));
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previous = meta.content;
    meta.content = truncate(description, 160);
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.testid = 'product-json-ld';
    // "<" escaped so a product text can never close the script element.
    script.textContent = json.replace(/</g, '\\u003c');
    document.head.appendChild(script);
    return () => {
      script.remove();
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description, jsonLdAt]);
}

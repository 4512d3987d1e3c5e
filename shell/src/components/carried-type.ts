import { useSearchParams } from '@storefront/shared';

/**
 * Spec section 2: /products takes `type` "carried from the current query". Every search box and
 * category choice that leads to /products keeps the `type` of the page it is on ('' when none).
 */
export function useCarriedType(): string {
  const [params] = useSearchParams();
  return (params.get('type') ?? '').trim();
}

/** `/products?…` with the carried `type` added (nothing added when there is none). */
export function productsHref(params: Record<string, string>, type: string): string {
  const query = new URLSearchParams(params);
  if (type) query.set('type', type);
  const text = query.toString();
  return text ? `/products?${text}` : '/products';
}

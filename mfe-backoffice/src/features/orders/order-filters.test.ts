import { orderFiltersSearch, ordersQuery, readOrderFilters } from './order-filters';

describe('order queue filters', () => {
  it('reads the URL, ignoring what is not a filter value', () => {
    const filters = readOrderFilters(
      new URLSearchParams('tab=confirmed&q=PS-1&method=khqr&payment=paid&from=2026-05-01&to=bad&page=3'),
    );
    expect(filters).toEqual({
      tab: 'confirmed',
      q: 'PS-1',
      paymentMethod: 'khqr',
      paymentStatus: 'paid',
      from: '2026-05-01',
      to: '',
      page: 3,
    });
    expect(readOrderFilters(new URLSearchParams('tab=nope&method=cash&page=-2'))).toMatchObject({
      tab: 'all',
      paymentMethod: '',
      page: 1,
    });
  });

  it('writes back only what differs from the defaults', () => {
    const filters = readOrderFilters(new URLSearchParams('tab=packed&q=abc&page=2'));
    expect(orderFiltersSearch(filters).toString()).toBe('tab=packed&q=abc&page=2');
    expect(orderFiltersSearch(readOrderFilters(new URLSearchParams())).toString()).toBe('');
  });

  it('asks for a to_ship step as status to_ship with its fulfilment, a status as itself', () => {
    expect(ordersQuery(readOrderFilters(new URLSearchParams('tab=placed')))).toMatchObject({
      status: 'to_ship',
      fulfilment: 'placed',
    });
    const delivered = ordersQuery(readOrderFilters(new URLSearchParams('tab=delivered')));
    expect(delivered.status).toBe('delivered');
    expect(delivered.fulfilment).toBeUndefined();
    expect(ordersQuery(readOrderFilters(new URLSearchParams()))).toEqual({
      q: undefined,
      paymentMethod: undefined,
      paymentStatus: undefined,
      from: undefined,
      to: undefined,
      page: 1,
      perPage: 25,
    });
  });
});

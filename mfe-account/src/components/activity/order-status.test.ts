import { canCancel, canRequestReturn, orderTab } from './order-status';

describe('order status rules', () => {
  it('maps tab keys to statuses, unknown keys to all', () => {
    expect(orderTab('toReceive').status).toBe('shipping');
    expect(orderTab('completed').status).toBe('delivered');
    expect(orderTab('nonsense').key).toBe('all');
    expect(orderTab(null).status).toBeUndefined();
  });

  it('allows cancelling only before shipping', () => {
    expect(canCancel('pending_payment')).toBe(true);
    expect(canCancel('to_ship')).toBe(true);
    expect(canCancel('shipping')).toBe(false);
    expect(canCancel('delivered')).toBe(false);
    expect(canCancel('cancelled')).toBe(false);
  });

  it('allows a return within 7 days of delivery', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(canRequestReturn('delivered', '2026-11-13T12:00:00Z', now)).toBe(true);
    expect(canRequestReturn('delivered', '2026-11-13T11:59:00Z', now)).toBe(false);
    expect(canRequestReturn('shipping', null, now)).toBe(false);
    expect(canRequestReturn('returned', '2026-11-19T12:00:00Z', now)).toBe(false);
  });
});

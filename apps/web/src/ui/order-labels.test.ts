import { describe, expect, it } from 'vitest';
import { handedOverLabel, orderStatusLabel } from '@/ui/order-labels';

describe('orderStatusLabel', () => {
  it('shows a handed-over order in its method’s word, never Completed for a delivery', () => {
    expect(orderStatusLabel('fulfilled', 'in_store')).toBe('Completed');
    expect(orderStatusLabel('fulfilled', 'table_service')).toBe('Completed');
    expect(orderStatusLabel('fulfilled', 'home_delivery')).toBe('Delivered');
    expect(orderStatusLabel('fulfilled', 'collection')).toBe('Collected');
    expect(orderStatusLabel('collected', 'click_and_collect')).toBe('Collected');
    expect(orderStatusLabel('delivered')).toBe('Delivered');
  });

  it('shows the other statuses as they are', () => {
    expect(orderStatusLabel('fulfilled')).toBe('Completed');
    expect(orderStatusLabel('requested')).toBe('Requested');
    expect(orderStatusLabel('cancelled')).toBe('Cancelled');
    expect(handedOverLabel('delivery')).toBe('Delivered');
  });
});

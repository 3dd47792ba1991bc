import { describe, expect, it } from 'vitest';
import { destinationLabel, handedOverLabel, orderStatusLabel } from '@/ui/order-labels';

describe('destinationLabel', () => {
  it('names each method in the words of spec 001 §2.4', () => {
    const label = (deliverTo: Parameters<typeof destinationLabel>[0]['deliverTo'], table = null) =>
      destinationLabel({ deliverTo, table });
    expect(label('click_and_collect')).toBe('Collect from store');
    expect(label('home_delivery')).toBe('Home Delivery');
    expect(label('delivery')).toBe('Delivery');
    expect(label('collection')).toBe('Takeaway');
    expect(label('in_store')).toBe('In Store Purchase');
    expect(label('table_service')).toBe('Unknown delivery location');
  });

  it('names the table of a table service order', () => {
    expect(destinationLabel({ deliverTo: 'table_service', table: '4' })).toBe('Table 4');
    expect(destinationLabel({ deliverTo: 'table_service', table: '' })).toBe(
      'Unknown delivery location',
    );
  });
});

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

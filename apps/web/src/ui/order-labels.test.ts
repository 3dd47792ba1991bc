import { describe, expect, it } from 'vitest';
import { destinationLabel, orderStatusLabel } from '@/ui/order-labels';

describe('destinationLabel', () => {
  it('names where each order goes in the words of 001 §2.4, a takeaway as checkout calls it', () => {
    const label = (deliverTo: Parameters<typeof destinationLabel>[0]['deliverTo'], table = null) =>
      destinationLabel({ deliverTo, table });
    expect(label('click_and_collect')).toBe('Collect from store');
    expect(label('home_delivery')).toBe('Home Delivery');
    expect(label('delivery')).toBe('Delivery');
    expect(label('collection')).toBe('Takeaway');
    expect(label('in_store')).toBe('In Store Purchase');
  });

  it('names the table, or says the location is unknown when there is none', () => {
    expect(destinationLabel({ deliverTo: 'table_service', table: '4' })).toBe('Table 4');
    expect(destinationLabel({ deliverTo: 'table_service', table: null })).toBe(
      'Unknown delivery location',
    );
    expect(destinationLabel({ deliverTo: 'table_service', table: '' })).toBe(
      'Unknown delivery location',
    );
  });
});

describe('orderStatusLabel', () => {
  it('shows fulfilled as Completed (000 §4) and the others as they are', () => {
    expect(orderStatusLabel('fulfilled')).toBe('Completed');
    expect(orderStatusLabel('requested')).toBe('Requested');
    expect(orderStatusLabel('cancelled')).toBe('Cancelled');
  });
});

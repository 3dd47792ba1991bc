import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_VALUES } from './deliver-to.js';
import {
  ORDER_ACTIONS,
  nextStatus,
  orderProgress,
  transitionPath,
} from './order-status-machine.js';

describe('order status machine (001 §4)', () => {
  it('marks a requested order ready, and a ready one back to requested', () => {
    expect(nextStatus('ready', 'requested')).toBe('ready');
    expect(nextStatus('unready', 'ready')).toBe('requested');
  });

  it('fulfils from requested through ready, and from ready directly', () => {
    expect(transitionPath('fulfill', 'requested')).toEqual(['ready', 'fulfilled']);
    expect(transitionPath('fulfill', 'ready')).toEqual(['fulfilled']);
  });

  it('undoes delivery and collection back to ready', () => {
    for (const done of ['fulfilled', 'delivered', 'collected'] as const)
      expect(nextStatus('ready', done)).toBe('ready');
  });

  it('never moves a cancelled order, and never fulfils twice', () => {
    for (const action of ORDER_ACTIONS) expect(nextStatus(action, 'cancelled')).toBeNull();
    expect(nextStatus('fulfill', 'fulfilled')).toBeNull();
    expect(nextStatus('cancel', 'fulfilled')).toBeNull();
  });

  it('has a defined answer for every action and status', () => {
    for (const action of ORDER_ACTIONS)
      for (const status of ORDER_STATUS_VALUES) {
        const to = nextStatus(action, status);
        expect(to === null || ORDER_STATUS_VALUES.includes(to)).toBe(true);
      }
  });

  it('shows progress 0 unpaid, then 1, 2, 3', () => {
    expect(orderProgress('ready', false)).toBe(0);
    expect(orderProgress('requested', true)).toBe(1);
    expect(orderProgress('ready', true)).toBe(2);
    expect(orderProgress('collected', true)).toBe(3);
  });
});

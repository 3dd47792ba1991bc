import type {
  TipAllocation,
  TipStatement,
  TipsReport,
} from '@opentill/contract/reports/tips.schemas';

// Corner Café's tips over two days (issue 16): £1.51 in all, £1.00 by card on order 41
// and 51p in cash on order 42, not yet shared; Sam and Jo are the cashiers who share them.

export const sam = { id: '0b6f5c1e-0000-4000-8000-0000000000a1', username: 'Sam' };
export const jo = { id: '0b6f5c1e-0000-4000-8000-0000000000a2', username: 'Jo' };

/** The till's cashier list as GET accounts/cashier/ answers it (camelCase). */
export const tipWorkers = [sam, jo].map((c) => ({
  ...c,
  colour: '#0F5C57',
  hasPin: false,
  hasEditPermission: false,
  isManager: false,
}));

export const makeTipsReport = (overrides: Partial<TipsReport> = {}): TipsReport => ({
  from: '2026-11-25',
  to: '2026-11-26',
  total: 151,
  cash: 51,
  card: 100,
  shared: 0,
  unshared: 151,
  days: [
    { date: '2026-11-25', count: 1, total: 100, cash: 0, card: 100, shared: 0, unshared: 100 },
    { date: '2026-11-26', count: 1, total: 51, cash: 51, card: 0, shared: 0, unshared: 51 },
  ],
  payments: [
    {
      paymentId: 'pay-42',
      orderId: 'order-42',
      orderNumber: 42,
      paidAt: '2026-11-26T12:30:00+00:00',
      payType: 'cash',
      tip: 51,
      cashier: 'Jo',
      allocationId: null,
    },
    {
      paymentId: 'pay-41',
      orderId: 'order-41',
      orderNumber: 41,
      paidAt: '2026-11-25T09:15:00+00:00',
      payType: 'pax_device',
      tip: 100,
      cashier: 'Sam',
      allocationId: null,
    },
  ],
  allocations: [],
  ...overrides,
});

export const makeTipAllocation = (overrides: Partial<TipAllocation> = {}): TipAllocation => ({
  id: 'alloc-1',
  from: '2026-11-25',
  to: '2026-11-26',
  method: 'hours',
  total: 151,
  createdAt: '2026-11-26T18:00:00+00:00',
  shares: [
    { cashierId: sam.id, name: 'Sam', hours: 2, share: 101 },
    { cashierId: jo.id, name: 'Jo', hours: 1, share: 50 },
  ],
  ...overrides,
});

export const makeTipStatement = (overrides: Partial<TipStatement> = {}): TipStatement => ({
  cashierId: sam.id,
  name: 'Sam',
  total: 401,
  lines: [
    {
      allocationId: 'alloc-1',
      from: '2026-11-25',
      to: '2026-11-26',
      method: 'hours',
      hours: 2,
      share: 101,
      pot: 151,
    },
    {
      allocationId: 'alloc-0',
      from: '2026-11-20',
      to: '2026-11-20',
      method: 'equal',
      hours: null,
      share: 300,
      pot: 600,
    },
  ],
  ...overrides,
});

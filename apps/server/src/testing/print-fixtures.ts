import type { KitchenTicket } from '@opentill/contract/printing/kitchen-ticket';
import type { ReceiptData } from '@/modules/orders/receipt-data.js';

// Fixed documents for the printing tests and their golden bytes: change one and the
// golden files must be rewritten (UPDATE_GOLDEN=1), so keep them as they are.

const flatWhite = {
  name: 'Flat White',
  cost: 350,
  options: [{ label: 'Oat', price: 30 }],
  vatRate: 20,
};

/** A paid cash sale with a £ on every amount, an accent, a VAT table and a footer with €. */
export const printReceiptData = (): ReceiptData => ({
  merchant: {
    name: 'Corner Café',
    timeZone: 'Europe/London',
    vatRegistered: true,
    address: '1 High Street\nBrighton BN1 1AA',
    phone: '01273 000000',
    vatNumber: 'GB123456789',
    receiptHeader: '',
    receiptFooter: 'Euros welcome: €1 = £0.85 today',
    receiptShowsAllergens: true,
  },
  orderNumber: 42,
  receiptNumber: 1042,
  // 14:05 BST.
  createdAt: new Date('2025-06-04T13:05:00Z'),
  deliverTo: 'table_service',
  table: '4',
  orderDatetimeSlot: null,
  customerName: null,
  cashierName: 'Sam',
  notes: 'Birthday candle on the cake, please',
  items: [
    flatWhite,
    { ...flatWhite, options: [{ label: 'Whole', price: 0 }], cost: 320 },
    flatWhite,
    {
      name: 'Carrot Cake',
      cost: 380,
      options: [],
      vatRate: 0,
      allergens: { gluten: 'contains', milk: 'contains', treeNuts: 'may_contain' },
    },
  ],
  itemsTotal: 1400,
  deliveryCharge: 0,
  adjustments: [{ label: 'Staff discount', amount: -100 }],
  totalCost: 1300,
  payment: {
    status: 'paid',
    payType: 'cash',
    amountTendered: 2000,
    change: 700,
    cardNumberMask: null,
    amountRefunded: 0,
  },
});

/** "Now" for the kitchen ticket: the same afternoon it was sent, in London. */
export const PRINT_TICKET_NOW = new Date('2026-11-28T12:10:00Z');

/** A first ticket with a table, grouped lines, options, allergens, a note and UNPAID. */
export const printKitchenTicket = (): KitchenTicket => ({
  mark: 'NEW',
  station: 'Kitchen',
  orderNumber: 'T2-0142',
  orderType: 'Eat In',
  table: '4',
  slot: null,
  at: '2026-11-28T12:04:00Z',
  timeZone: 'Europe/London',
  round: 1,
  lines: [
    { quantity: 1, name: 'Flat White', options: ['Oat', 'Extra shot'], allergens: [] },
    { quantity: 1, name: 'Flat White', options: ['Oat', 'Extra shot'], allergens: [] },
    { quantity: 1, name: 'Flat White', options: [], allergens: ['Milk'] },
    {
      quantity: 2,
      name: 'Croque Monsieur',
      options: ['No mustard'],
      allergens: ['Gluten', 'Milk'],
    },
  ],
  notes: 'Table by the window\nOne of the croques for a child: cut in four',
  isUnpaid: true,
});

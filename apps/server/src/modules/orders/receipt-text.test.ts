import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECEIPT_COLUMNS } from '@opentill/contract/orders/checkout-messages';
import { ALLERGEN_KEYS, ALLERGEN_LEVELS } from '@opentill/contract/catalogue/allergens';
import type { ReceiptData } from './receipt-data.js';
import { renderReceipt } from './receipt-text.js';

const flatWhite = {
  name: 'Flat White',
  cost: 350,
  options: [{ label: 'Oat', price: 30 }],
  vatRate: 20,
};

const noBusinessDetails = {
  address: '',
  phone: '',
  vatNumber: '',
  receiptHeader: '',
  receiptFooter: '',
  receiptShowsAllergens: false,
};

const receipt = (patch: Partial<ReceiptData> = {}): ReceiptData => ({
  merchant: {
    name: 'Corner Café',
    timeZone: 'Europe/London',
    vatRegistered: true,
    ...noBusinessDetails,
  },
  orderNumber: 42,
  // 14:05 BST.
  createdAt: new Date('2025-06-04T13:05:00Z'),
  deliverTo: 'table_service',
  table: '4',
  orderDatetimeSlot: null,
  customerName: null,
  cashierName: 'Sam',
  notes: '',
  items: [
    flatWhite,
    { ...flatWhite, options: [{ label: 'Whole', price: 0 }], cost: 320 },
    flatWhite,
  ],
  itemsTotal: 1020,
  deliveryCharge: 0,
  adjustments: [],
  totalCost: 1020,
  payment: {
    status: 'paid',
    payType: 'cash',
    amountTendered: 2000,
    change: 980,
    cardNumberMask: null,
    amountRefunded: 0,
  },
  ...patch,
});

const linesOf = (data: ReceiptData) => renderReceipt(data).split('\n');
const columns = (line: string) => Array.from(line).length;
const expectFits = (lines: string[]) => {
  for (const line of lines) expect(columns(line)).toBeLessThanOrEqual(RECEIPT_COLUMNS);
};
/** A line with `left` at the start and `right` flush at column 42. */
const row = (left: string, right: string) =>
  left + ' '.repeat(RECEIPT_COLUMNS - left.length - right.length) + right;
/** A row of the VAT table: the rate in 6 columns, then three figures of 12. */
const vatRow = (rate: string, ...figures: string[]) =>
  rate.padEnd(6) + figures.map((figure) => figure.padStart(12)).join('');

describe('renderReceipt', () => {
  it('heads the receipt with the merchant centred, the number, the local time and the table', () => {
    const lines = linesOf(receipt());
    expect(lines[0]).toBe(`${' '.repeat(15)}Corner Café`);
    expect(lines).toContain(row('Order #42', '04/06/2025 14:05'));
    expect(lines).toContain('Eat In - Table 4');
    expect(lines).toContain('Cashier: Sam');
    expectFits(lines);
  });

  it('prints a sale’s device ticket under the order number, and none for a sale without one', () => {
    const lines = linesOf(receipt({ deviceTicket: 'T2-0142' }));
    const at = lines.indexOf(row('Order #42', '04/06/2025 14:05'));
    expect(lines[at + 1]).toBe('Ticket T2-0142');
    expect(linesOf(receipt()).some((line) => line.includes('Ticket'))).toBe(false);
    expectFits(lines);
  });

  it('groups equal units, right-aligns amounts and lists options beneath', () => {
    const lines = linesOf(receipt());
    expect(lines).toContain(row('2 x Flat White', '£7.00'));
    expect(lines).toContain('    + Oat (£0.30)');
    expect(lines).toContain(row('1 x Flat White', '£3.20'));
    expect(lines).toContain('    + Whole');
    expect(lines).toContain(row('Items', '£10.20'));
    expect(lines).toContain(row('TOTAL', '£10.20'));
  });

  it('shows delivery, adjustments, the slot in local time and VAT per rate', () => {
    const lines = linesOf(
      receipt({
        deliverTo: 'home_delivery',
        table: null,
        // 12:30 GMT in winter.
        orderDatetimeSlot: new Date('2025-12-01T12:30:00Z'),
        customerName: 'Jo Bloggs',
        items: [flatWhite, { name: 'Water', cost: 100, options: [], vatRate: 0 }],
        itemsTotal: 450,
        deliveryCharge: 250,
        adjustments: [{ label: 'Staff discount', amount: -50 }],
        totalCost: 650,
      }),
    );
    expect(lines).toContain('Home Delivery');
    expect(lines).toContain('Slot: 01/12/2025 12:30');
    expect(lines).toContain('Customer: Jo Bloggs');
    expect(lines).toContain(row('Delivery', '£2.50'));
    expect(lines).toContain(row('Staff discount', '-£0.50'));
    expect(lines).toContain(row('TOTAL', '£6.50'));
    // The 50p off is shared between the rates (39p and 11p), so VAT is on £3.11 and 89p.
    expect(lines).toContain(vatRow('Rate', 'Net', 'VAT', 'Gross'));
    expect(lines).toContain(vatRow('0%', '£0.89', '£0.00', '£0.89'));
    expect(lines).toContain(vatRow('20%', '£2.59', '£0.52', '£3.11'));
  });

  it('prints the receipt number a VAT-registered merchant gave the paid order', () => {
    expect(linesOf(receipt({ receiptNumber: 1042 }))).toContain('Receipt No. 1042');
    expect(linesOf(receipt({ receiptNumber: null })).join('\n')).not.toContain('Receipt No.');
  });

  it("prints the business's address, phone, VAT number, header and footer from Settings", () => {
    const text = renderReceipt(
      receipt({
        merchant: {
          name: 'Corner Café',
          timeZone: 'Europe/London',
          vatRegistered: true,
          address: '1 High Street\nBrighton BN1 1AA',
          phone: '01273 000000',
          vatNumber: 'GB123456789',
          receiptHeader: 'Welcome back!',
          receiptFooter: 'Refunds within 14 days with this receipt.',
          receiptShowsAllergens: false,
        },
      }),
    );
    const lines = text.split('\n').map((line) => line.trim());
    expect(lines.slice(0, 7)).toEqual([
      'Corner Café',
      '1 High Street',
      'Brighton BN1 1AA',
      'Tel 01273 000000',
      'VAT No. GB123456789',
      '',
      'Welcome back!',
    ]);
    expect(lines.at(-1)).toBe('Refunds within 14 days with this receipt.');
    expect(text).not.toContain('Thank you for your order!');
  });

  it('prints no VAT number for a merchant that is not VAT registered', () => {
    const text = renderReceipt(
      receipt({
        merchant: {
          name: 'X',
          timeZone: 'UTC',
          vatRegistered: false,
          ...noBusinessDetails,
          vatNumber: 'GB123456789',
        },
      }),
    );
    expect(text).not.toContain('VAT No.');
  });

  it('prints no VAT for a merchant that is not VAT registered', () => {
    const lines = linesOf(
      receipt({
        merchant: { name: 'X', timeZone: 'UTC', vatRegistered: false, ...noBusinessDetails },
      }),
    );
    expect(lines.some((line) => line.startsWith('VAT'))).toBe(false);
  });

  it('shows cash tendered and change, or the masked card, and any refund', () => {
    expect(linesOf(receipt())).toEqual(
      expect.arrayContaining([row('Cash tendered', '£20.00'), row('Change', '£9.80')]),
    );
    const card = linesOf(
      receipt({
        payment: {
          status: 'paid',
          payType: 'pax_device',
          amountTendered: null,
          change: null,
          cardNumberMask: '************1234',
          amountRefunded: 320,
        },
      }),
    );
    expect(card).toContain(row('Card ************1234', '£10.20'));
    expect(card).toContain(row('Refunded', '-£3.20'));
    expect(linesOf(receipt({ payment: null }))).toContain(row('To pay', '£10.20'));
  });

  it('wraps long names and notes, keeps the notes paragraphs, and thanks the customer', () => {
    const name = 'Extraordinarily Long Seasonal Pumpkin Spice Oat Latte With Everything';
    const lines = linesOf(
      receipt({
        items: [{ name, cost: 500, options: [], vatRate: 20 }],
        notes: 'Ring the bell twice please, the door is round the back by the bins\nNo nuts',
      }),
    );
    expectFits(lines);
    expect(lines).toContain('1 x Extraordinarily Long Seasonal');
    // Continuation lines are indented under the name; the amount ends the last of them.
    const at = lines.indexOf('1 x Extraordinarily Long Seasonal');
    expect(lines[at + 1]).toBe('    Pumpkin Spice Oat Latte With');
    expect(lines[at + 2]).toBe(row('    Everything', '£5.00'));
    expect(lines).toContain('Notes:');
    expect(lines).toContain('No nuts');
    expect(lines.at(-1)?.trim()).toBe('Thank you for your order!');
  });

  it("prints each line's allergens under it only when the merchant asks", () => {
    const cake: ReceiptData['items'][number] = {
      name: 'Carrot Cake',
      cost: 380,
      options: [],
      vatRate: 0,
      allergens: {
        eggs: 'contains',
        gluten: 'contains',
        milk: 'contains',
        treeNuts: 'may_contain',
      },
    };
    const asked = receipt({
      items: [cake, cake, { ...flatWhite, allergens: { milk: 'free' } }],
      merchant: { ...receipt().merchant, receiptShowsAllergens: true },
    });
    const lines = linesOf(asked);
    const at = lines.indexOf(row('2 x Carrot Cake', '£7.60'));
    expect(lines.slice(at + 1, at + 3)).toEqual([
      '    Contains: Gluten, Eggs, Milk · May',
      '      contain: Tree nuts',
    ]);
    // Free of everything named prints no allergen line.
    expect(lines.filter((line) => line.includes('Contains'))).toHaveLength(1);
    expectFits(lines);
    const notAsked = renderReceipt({ ...asked, merchant: receipt().merchant });
    expect(notAsked).not.toContain('Contains');
  });

  it('never prints a line wider than the paper, whatever the names', () => {
    const text = fc.string({ unit: 'binary', maxLength: 120 });
    fc.assert(
      fc.property(
        text,
        fc.array(
          fc.record({
            name: text,
            cost: fc.integer({ min: 0, max: 1_000_000 }),
            options: fc.array(
              fc.record({ label: text, price: fc.integer({ min: 0, max: 1_000_000 }) }),
              { maxLength: 3 },
            ),
            vatRate: fc.constantFrom(null, 0, 5, 20, 12.5),
            allergens: fc.dictionary(
              fc.constantFrom(...ALLERGEN_KEYS),
              fc.constantFrom(...ALLERGEN_LEVELS),
            ),
          }),
          { maxLength: 6 },
        ),
        text,
        text,
        (merchantName, items, note, label) => {
          const data = receipt({
            merchant: {
              name: merchantName,
              timeZone: 'Europe/London',
              vatRegistered: true,
              address: note,
              phone: label,
              vatNumber: 'GB123456789',
              receiptHeader: note,
              receiptFooter: label,
              receiptShowsAllergens: true,
            },
            items,
            table: label,
            cashierName: label,
            customerName: label,
            notes: note,
            adjustments: [{ label, amount: -1_000_000 }],
            itemsTotal: 500_000_000,
            totalCost: 500_000_000,
          });
          const lines = linesOf(data);
          expectFits(lines);
          expect(lines.every((line) => !/[\r\t]/.test(line))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

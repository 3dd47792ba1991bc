import { describe, expect, it } from 'vitest';
import type { KitchenTicket } from '@opentill/contract/printing/kitchen-ticket';
import type { PrintLine } from '@opentill/contract/printing/print-document';
import { PRINT_TICKET_NOW, printKitchenTicket } from '@/testing/print-fixtures.js';
import { documentText } from './escpos-render.js';
import { kitchenTicketDocument } from './kitchen-ticket-document.js';

const ticket = (patch: Partial<KitchenTicket> = {}) => ({ ...printKitchenTicket(), ...patch });
const linesOf = (patch: Partial<KitchenTicket> = {}, now = PRINT_TICKET_NOW) =>
  kitchenTicketDocument(ticket(patch), now).lines;
const textOf = (patch: Partial<KitchenTicket> = {}, now = PRINT_TICKET_NOW) =>
  documentText(kitchenTicketDocument(ticket(patch), now), 42).map((line) => line.trim());
/** The text line that says `text`, to check how it is printed. */
const lineSaying = (lines: PrintLine[], text: string) =>
  lines.find((line) => line.kind === 'text' && line.text === text);

describe('kitchenTicketDocument', () => {
  it('heads a new ticket with the station and the order number, large and bold', () => {
    const lines = linesOf();
    expect(lines[0]).toEqual({ kind: 'text', text: 'Kitchen', align: 'center', bold: true });
    expect(lineSaying(lines, 'T2-0142')).toMatchObject({ large: true, bold: true });
    expect(textOf()).not.toContain('NEW');
  });

  it('marks ADD, VOID and REPRINT large and inverted above everything', () => {
    for (const mark of ['ADD', 'VOID', 'REPRINT'] as const) {
      const [first] = linesOf({ mark });
      expect(first).toMatchObject({ kind: 'text', text: mark, large: true, invert: true });
    }
  });

  it('says the order type with the table, and the time of the ticket on the merchant’s clock', () => {
    // 12:04 UTC is 12:04 in London in November.
    expect(textOf()).toContain(`Eat In - Table 4${' '.repeat(21)}12:04`);
    const summer = textOf({ at: '2026-07-01T11:04:00Z' }, new Date('2026-07-01T12:00:00Z'));
    expect(summer.some((line) => line.endsWith(' 12:04'))).toBe(true);
  });

  it('dates the ticket’s time when it is not today where the merchant is', () => {
    // 23:30 on Friday in London; printed after midnight, so on Saturday.
    const late = textOf({ at: '2026-11-27T23:30:00Z' }, new Date('2026-11-28T00:15:00Z'));
    expect(late.some((line) => line.endsWith('Fri 27 Nov 23:30'))).toBe(true);
  });

  it('gives a slot its time, and its date when the slot is not today', () => {
    const collection = { orderType: 'Click & Collect', table: null };
    const today = textOf({ ...collection, slot: '2026-11-28T12:30:00Z' });
    expect(today).toContainEqual(expect.stringMatching(/^Click & Collect +12:04$/));
    expect(today).toContain('Due 12:30');
    const tomorrow = textOf({ ...collection, slot: '2026-11-29T09:00:00Z' });
    expect(tomorrow).toContain('Due Sun 29 Nov 09:00');
    // Midnight-and-a-half in Sydney is still the 28th in London, but the merchant is in Sydney.
    const sydney = textOf({
      ...collection,
      timeZone: 'Australia/Sydney',
      slot: '2026-11-28T13:30:00Z',
    });
    expect(sydney).toContain('Due Sun 29 Nov 00:30');
  });

  it('prints UNPAID large and inverted when unpaid, and nothing when paid', () => {
    expect(lineSaying(linesOf(), 'UNPAID')).toMatchObject({ large: true, invert: true });
    expect(textOf({ isUnpaid: false })).not.toContain('UNPAID');
  });

  it('groups lines with the same name and options, options indented under them', () => {
    const text = textOf();
    const twoAt = text.indexOf('2 x Flat White');
    expect(text.slice(twoAt, twoAt + 3)).toEqual(['2 x Flat White', '+ Oat', '+ Extra shot']);
    expect(text).toContain('1 x Flat White');
    expect(text).toContain('2 x Croque Monsieur');
    const raw = documentText(kitchenTicketDocument(ticket(), PRINT_TICKET_NOW), 42);
    expect(raw).toContain('  + No mustard');
    expect(lineSaying(linesOf(), '2 x Flat White')).toMatchObject({ bold: true });
  });

  it('sums quantities and keeps every allergen of the grouped lines', () => {
    const lines = linesOf({
      lines: [
        { quantity: 2, name: 'Toastie', options: ['Ham'], allergens: ['Gluten'] },
        { quantity: 3, name: 'Toastie', options: ['Ham'], allergens: ['Milk', 'Gluten'] },
        { quantity: 1, name: 'Toastie', options: ['Cheese'], allergens: [] },
      ],
    });
    expect(lineSaying(lines, '5 x Toastie')).toBeDefined();
    expect(lineSaying(lines, '1 x Toastie')).toBeDefined();
    expect(lineSaying(lines, '  ALLERGENS: Gluten, Milk')).toMatchObject({ invert: true });
  });

  it('prefixes each line of a VOID ticket with VOID', () => {
    const text = textOf({ mark: 'VOID', isUnpaid: false });
    expect(text).toContain('VOID 2 x Flat White');
    expect(text).toContain('VOID 2 x Croque Monsieur');
  });

  it('prints the notes after a rule, inverted, the first paragraph marked NOTE', () => {
    const lines = linesOf();
    const noteAt = lines.findIndex((line) => line.kind === 'text' && line.text.startsWith('NOTE'));
    expect(lines[noteAt - 1]).toEqual({ kind: 'rule' });
    expect(lines.slice(noteAt)).toEqual([
      { kind: 'text', text: 'NOTE: Table by the window', invert: true },
      { kind: 'text', text: 'One of the croques for a child: cut in four', invert: true },
    ]);
    expect(textOf({ notes: ' \n ' }).some((line) => line.startsWith('NOTE'))).toBe(false);
  });

  it('cuts the paper after the ticket', () => {
    expect(kitchenTicketDocument(ticket(), PRINT_TICKET_NOW).cut).toBe(true);
  });
});

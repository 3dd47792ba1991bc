import { tableLabel } from '@opentill/contract/orders/deliver-to';
import type { KitchenTicket, KitchenTicketLine } from '@opentill/contract/printing/kitchen-ticket';
import type { PrintDocument, PrintLine } from '@opentill/contract/printing/print-document';
import { formatInZone } from '@opentill/contract/time/zoned-format';
import { merchantDateKey } from '@opentill/contract/time/zoned-time';

// A kitchen ticket as the station reads it from across the pass: what kind of ticket it
// is, whose order, for when, and what to make, with what the cook must not miss
// (unpaid, allergens, notes) printed white on black.

/** "12:04" today, "Sat 28 Nov 12:04" on any other day, on the merchant's clock. */
const clockTime = (at: Date, now: Date, timeZone: string): string => {
  const isToday = merchantDateKey(at, timeZone) === merchantDateKey(now, timeZone);
  return formatInZone(at, timeZone, isToday ? 'HH:mm' : 'EEE d MMM HH:mm');
};

/** Lines with the same name and options become one, their quantities summed. */
const groupLines = (lines: readonly KitchenTicketLine[]): KitchenTicketLine[] => {
  const groups = new Map<string, KitchenTicketLine>();
  for (const line of lines) {
    const key = JSON.stringify([line.name, line.options]);
    const group = groups.get(key);
    if (!group) groups.set(key, { ...line, allergens: [...line.allergens] });
    else {
      group.quantity += line.quantity;
      for (const allergen of line.allergens)
        if (!group.allergens.includes(allergen)) group.allergens.push(allergen);
    }
  }
  return [...groups.values()];
};

type TextStyle = Omit<Extract<PrintLine, { kind: 'text' }>, 'kind' | 'text'>;

const text = (value: string, style: TextStyle = {}): PrintLine => ({
  kind: 'text',
  text: value,
  ...style,
});

/** White on black across the paper: what a cook must not miss. */
const shout = (value: string): PrintLine =>
  text(value, { align: 'center', large: true, invert: true });

const headerLines = (ticket: KitchenTicket, now: Date): PrintLine[] => {
  const where = tableLabel(ticket.table);
  return [
    ...(ticket.isReprint && ticket.mark !== 'REPRINT' ? [shout('REPRINT')] : []),
    ...(ticket.mark === 'NEW' ? [] : [shout(ticket.mark)]),
    text(ticket.station, { align: 'center', bold: true }),
    text(ticket.orderNumber, { align: 'center', large: true, bold: true }),
    {
      kind: 'pair',
      left: where === null ? ticket.orderType : `${ticket.orderType} - ${where}`,
      right: clockTime(new Date(ticket.at), now, ticket.timeZone),
      bold: true,
    },
    ...(ticket.slot === null
      ? []
      : [text(`Due ${clockTime(new Date(ticket.slot), now, ticket.timeZone)}`, { bold: true })]),
    ...(ticket.isUnpaid ? [shout('UNPAID')] : []),
  ];
};

const itemLines = (ticket: KitchenTicket): PrintLine[] => {
  // Thermal paper cannot strike through: a voided line says so instead.
  const prefix = ticket.mark === 'VOID' ? 'VOID ' : '';
  return groupLines(ticket.lines).flatMap((line) => [
    text(`${prefix}${line.quantity} x ${line.name}`, { bold: true }),
    ...line.options.map((option) => text(`  + ${option}`)),
    ...(line.allergens.length === 0
      ? []
      : [text(`  ALLERGENS: ${line.allergens.join(', ')}`, { invert: true })]),
  ]);
};

/** Each paragraph of the notes as typed, the first marked NOTE. */
const noteLines = (notes: string): PrintLine[] => {
  const paragraphs = notes.split(/\r?\n/).filter((paragraph) => paragraph.trim() !== '');
  if (paragraphs.length === 0) return [];
  return [
    { kind: 'rule' },
    ...paragraphs.map((paragraph, index) =>
      text(index === 0 ? `NOTE: ${paragraph}` : paragraph, { invert: true }),
    ),
  ];
};

/** The ticket as a printer-neutral document; `now` decides whether a time needs its date. */
export const kitchenTicketDocument = (ticket: KitchenTicket, now: Date): PrintDocument => ({
  lines: [
    ...headerLines(ticket, now),
    { kind: 'rule' },
    ...itemLines(ticket),
    ...noteLines(ticket.notes),
  ],
  cut: true,
});

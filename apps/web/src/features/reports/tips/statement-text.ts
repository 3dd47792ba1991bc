import { RECEIPT_COLUMNS } from '@opentill/contract/orders/checkout-messages';
import { formatPence } from '@opentill/contract/money';
import { tipsMessages as m, type TipStatement } from '@opentill/contract/reports/tips.schemas';
import { hoursLabel, methodLabel, tipPeriodLabel } from '@/features/reports/tips/tip-labels';

const rule = '-'.repeat(RECEIPT_COLUMNS);

/** Left text and right figure on one 42-column line; a long left is cut, never the figure. */
const spread = (left: string, right: string): string => {
  if (right === '') return left;
  const room = RECEIPT_COLUMNS - right.length - 1;
  const cut = left.length > room ? `${left.slice(0, Math.max(0, room - 1))}…` : left;
  return `${cut.padEnd(room)} ${right}`;
};

/**
 * A worker's tips statement as the receipt printer lays text out (42 columns), so it prints
 * through the platform's printer like an X or a Z, and the page around it never reaches
 * the paper. The server renders no text for it, so it is composed here.
 */
export const statementText = (statement: TipStatement, merchantName: string): string =>
  [
    merchantName,
    m.statement.toUpperCase(),
    statement.name,
    rule,
    ...statement.lines.flatMap((line) => [
      tipPeriodLabel(line.from, line.to),
      spread(`  ${methodLabel(line.method)}`, line.hours === null ? '' : hoursLabel(line.hours)),
      spread(`  Pot ${formatPence(line.pot)}`, formatPence(line.share)),
    ]),
    rule,
    spread('TOTAL', formatPence(statement.total)),
    '',
    m.kept,
  ].join('\n');

import { describe, expect, it } from 'vitest';
import { RECEIPT_COLUMNS } from '@opentill/contract/orders/checkout-messages';
import { statementText } from '@/features/reports/tips/statement-text';
import { makeTipStatement } from '@/testing/tips-fixtures';

describe('the printed tips statement', () => {
  it('fits the receipt printer and ends with the total and the retention note', () => {
    const text = statementText(makeTipStatement(), 'Corner Cafe');
    const lines = text.split('\n');
    expect(lines.slice(0, 3)).toEqual(['Corner Cafe', 'TIPS STATEMENT', 'Sam']);
    expect(lines.every((line) => line.length <= RECEIPT_COLUMNS)).toBe(true);
    expect(lines).toContain(`  By hours worked${' '.repeat(22)}2 h`);
    expect(lines).toContain(`  Pot £1.51${' '.repeat(26)}£1.01`);
    expect(lines.at(-3)).toBe(`TOTAL${' '.repeat(32)}£4.01`);
    expect(lines.at(-1)).toBe('Tip records are kept for 3 years.');
  });
});

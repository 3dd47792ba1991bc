import { describe, expect, it, vi } from 'vitest';
import { printReceipt } from '@/platform/printer/print-receipt';

describe('printReceipt', () => {
  it('waits 500 ms, then prints the text', async () => {
    const order: string[] = [];
    const printer = { print: vi.fn(async (text: string) => void order.push(`print ${text}`)) };
    const outcome = await printReceipt(printer, 'TOTAL £4.50', async (ms) => {
      order.push(`wait ${ms}`);
    });
    expect(outcome).toEqual({ isPrinted: true });
    expect(order).toEqual(['wait 500', 'print TOTAL £4.50']);
  });

  it('gives the printer’s reason when it fails', async () => {
    const printer = { print: vi.fn(async () => Promise.reject(new Error('Out of paper'))) };
    expect(await printReceipt(printer, 'x', async () => undefined)).toEqual({
      isPrinted: false,
      reason: 'Out of paper',
    });
  });
});

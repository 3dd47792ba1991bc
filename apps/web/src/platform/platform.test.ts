import { describe, expect, it, vi } from 'vitest';
import type { DeviceJob } from '@opentill/contract/printing/print-jobs.schemas';
import { BROWSER_CANNOT_OPEN_DRAWER, browserPlatform } from '@/platform/platform';
import { printFramePrinter } from '@/platform/printer/print-frame-printer';

const job = (overrides: Partial<DeviceJob> = {}): DeviceJob => ({
  id: 'job-1',
  kind: 'receipt',
  printer: { id: 'p1', name: 'Counter', address: '', columns: 42, codePage: 'cp858' },
  escpos: 'G0A=',
  text: ['CORNER CAFE', 'TOTAL £4.50'],
  openDrawer: false,
  ...overrides,
});

describe('browser platform, printing a device job', () => {
  it('prints the job’s text through the print frame and calls it confirmed', async () => {
    const print = vi.spyOn(printFramePrinter, 'print').mockResolvedValue();
    expect(await browserPlatform.printDeviceJob(job())).toEqual({
      outcome: 'confirmed',
      error: '',
    });
    expect(print).toHaveBeenCalledWith('CORNER CAFE\nTOTAL £4.50');
  });

  it('gives the reason when the print frame could not print', async () => {
    vi.spyOn(printFramePrinter, 'print').mockRejectedValue(
      new Error('the print frame did not open'),
    );
    expect(await browserPlatform.printDeviceJob(job())).toEqual({
      outcome: 'failed',
      error: 'the print frame did not open',
    });
  });

  it('fails a drawer kick alone, and says so beside a printed receipt', async () => {
    const print = vi.spyOn(printFramePrinter, 'print').mockResolvedValue();
    expect(await browserPlatform.printDeviceJob(job({ text: [], openDrawer: true }))).toEqual({
      outcome: 'failed',
      error: BROWSER_CANNOT_OPEN_DRAWER,
    });
    expect(print).not.toHaveBeenCalled();
    expect(await browserPlatform.printDeviceJob(job({ openDrawer: true }))).toEqual({
      outcome: 'confirmed',
      error: BROWSER_CANNOT_OPEN_DRAWER,
    });
  });
});

import { afterAll, afterEach, beforeAll } from 'vitest';
import { startPrinterSim, type PrinterSim, type PrinterSimOptions } from './printer-sim.js';

/**
 * A printer on a free port for one test file. After each test it is back in its
 * starting mode with no jobs, so tests do not see each other's tickets.
 */
export const usePrinterSim = (options: PrinterSimOptions = {}) => {
  const holder: { sim?: PrinterSim } = {};
  beforeAll(async () => {
    holder.sim = await startPrinterSim({ port: 0, ...options });
  });
  afterEach(async () => {
    if (!holder.sim) return;
    holder.sim.dropOnce = options.dropOnce ?? false;
    await holder.sim.setMode(options.mode ?? 'online');
    holder.sim.clearJobs();
  });
  afterAll(() => holder.sim?.close());

  const sim = () => {
    if (!holder.sim) throw new Error('the printer simulator has not started');
    return holder.sim;
  };
  return { sim, address: () => sim().address };
};

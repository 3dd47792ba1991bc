import { afterAll, beforeAll } from 'vitest';
import { startTerminalSim, type TerminalSim, type TerminalSimOptions } from './terminal-sim.js';

export const TEST_TOKEN = 'test-token';
export const SERIAL = 'DEMO-PAX-0001';

/** A simulator over HTTP on a free port for one test file, with short delays. */
export const useTerminalSim = (options: TerminalSimOptions = {}) => {
  const holder: { sim?: TerminalSim } = {};
  beforeAll(async () => {
    holder.sim = await startTerminalSim({
      port: 0,
      http: true,
      token: TEST_TOKEN,
      serial: SERIAL,
      timing: { normalMs: 50, slowMs: 300 },
      ...options,
    });
  });
  afterAll(() => holder.sim?.close());

  const url = () => {
    if (!holder.sim) throw new Error('the simulator has not started');
    return holder.sim.url;
  };
  const auth = { authorization: `Bearer ${TEST_TOKEN}` };
  return {
    url,
    post: (body: unknown, headers: Record<string, string> = auth) =>
      fetch(`${url()}/transaction`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    get: (uti: string, terminalId = SERIAL, headers: Record<string, string> = auth) =>
      fetch(
        `${url()}/transaction?uti=${encodeURIComponent(uti)}&terminalId=${encodeURIComponent(terminalId)}`,
        { headers },
      ),
    log: async () =>
      (
        (await (await fetch(`${url()}/_sim/transactions`, { headers: auth })).json()) as {
          transactions: { uti: string; transType: string; postCount: number; state: string }[];
        }
      ).transactions,
  };
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

import { describe, expect, it } from 'vitest';
import { usePrinterSim } from './test-sim.js';
import { receiptJob } from './testing/escpos-bytes.js';
import { connectOutcome, exchange } from './testing/printer-client.js';

const { sim, address } = usePrinterSim({ name: 'Bar', controlPort: 0 });

const control = (path: string, init?: RequestInit) => {
  const url = sim().controlUrl;
  if (!url) throw new Error('the control API is not running');
  return fetch(`${url}${path}`, init);
};
const postMode = (body: unknown) =>
  control('/mode', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

type State = {
  name: string;
  mode: string;
  address: string;
  jobs: { receivedAt: string; lines: string[]; commands: string[]; drawerOpened: boolean }[];
};

describe('control API', () => {
  it('GET /state shows the name, mode, address and printed jobs', async () => {
    await exchange(address(), receiptJob(19, 0x9c));
    await sim().waitForJobs(1, 1000);
    const response = await control('/state');
    expect(response.status).toBe(200);
    const state = (await response.json()) as State;
    expect(state).toMatchObject({ name: 'Bar', mode: 'online', address: address() });
    expect(state.jobs).toHaveLength(1);
    expect(state.jobs[0]?.lines[0]).toBe('    CORNER CAFE');
    expect(state.jobs[0]?.commands).toContain('cut');
    expect(state.jobs[0]?.drawerOpened).toBe(false);
    expect(Date.parse(state.jobs[0]?.receivedAt ?? '')).not.toBeNaN();
  });

  it('POST /mode refuse answers 204 once the port is closed, and online reopens it', async () => {
    expect((await postMode({ mode: 'refuse' })).status).toBe(204);
    expect(await connectOutcome(address())).toBe('ECONNREFUSED');
    expect(((await (await control('/state')).json()) as State).mode).toBe('refuse');
    expect((await postMode({ mode: 'online' })).status).toBe(204);
    expect(await connectOutcome(address())).toBe('connected');
  });

  it('POST /mode can set dropOnce with drop', async () => {
    expect((await postMode({ mode: 'drop', dropOnce: true })).status).toBe(204);
    expect((await exchange(address(), receiptJob(19, 0x9c), { keepOpen: true })).ending).toBe(
      'reset',
    );
    expect(sim().mode).toBe('online');
  });

  it('POST /mode with an unknown mode is 400 and changes nothing', async () => {
    const response = await postMode({ mode: 'on fire' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Unknown mode on fire.' });
    expect(sim().mode).toBe('online');
    expect((await control('/mode', { method: 'POST', body: '{' })).status).toBe(400);
  });

  it('POST /clear forgets the printed jobs', async () => {
    await exchange(address(), receiptJob(19, 0x9c));
    await sim().waitForJobs(1, 1000);
    expect((await control('/clear', { method: 'POST' })).status).toBe(204);
    expect(((await (await control('/state')).json()) as State).jobs).toEqual([]);
  });

  it('answers 404 for anything else', async () => {
    expect((await control('/jobs')).status).toBe(404);
  });
});

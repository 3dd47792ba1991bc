import { startOwnServer, type OwnServer } from './own-server.js';

// A second server for the first-run journey: its own empty embedded database, started the
// way a merchant starts OpenTill with OPENTILL_DEMO=0, so /setup is what it offers.

export type FirstRunServer = OwnServer;

export const startFirstRunServer = (port: number): Promise<FirstRunServer> =>
  startOwnServer({ name: 'e2e-first-run', port, env: { OPENTILL_DEMO: '0' } });

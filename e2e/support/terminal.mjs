// The card terminal simulator (apps/terminal-sim) for the journeys, in plain HTTP on a
// fixed port beside the server, as Corner Café's paired terminal. Its sources are
// TypeScript: tsx's loader lets this plain-Node script import them.
import { register } from 'tsx/esm/api';

export const E2E_TERMINAL = {
  port: Number(process.env.E2E_TERMINAL_PORT ?? 8191),
  token: 'e2e-terminal-token',
  serial: 'DEMO-PAX-0001',
};

export const startTerminal = async () => {
  register();
  const { startTerminalSim } = await import('../../apps/terminal-sim/src/terminal-sim.ts');
  return await startTerminalSim({ ...E2E_TERMINAL, http: true });
};

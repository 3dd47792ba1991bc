import { DEFAULT_PORT, startTerminalSim } from './terminal-sim.js';

// `npm run terminal-sim [-- --http]`: settings come from the environment (README.md).
const env = process.env;
const isHttp = process.argv.includes('--http') || env.TERMINAL_SIM_HTTP === '1';
const port = Number(env.TERMINAL_SIM_PORT ?? DEFAULT_PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`TERMINAL_SIM_PORT must be a port number, not ${env.TERMINAL_SIM_PORT}.`);
  process.exit(1);
}

try {
  const sim = await startTerminalSim({
    port,
    http: isHttp,
    log: (line) => console.log(`${new Date().toISOString()} ${line}`),
    ...(env.TERMINAL_SIM_HOST ? { host: env.TERMINAL_SIM_HOST } : {}),
    ...(env.TERMINAL_SIM_TOKEN ? { token: env.TERMINAL_SIM_TOKEN } : {}),
    ...(env.TERMINAL_SIM_SERIAL ? { serial: env.TERMINAL_SIM_SERIAL } : {}),
  });
  console.log(`Card terminal simulator ${sim.serial} on ${sim.url}`);
  console.log(`  bearer token: ${sim.token}`);
  console.log('  amounts ending …01 decline, …02 are slow, …03 never finish, …04 are unreachable');
  const stop = () => {
    void sim.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

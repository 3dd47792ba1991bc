import { parseArgs } from 'node:util';
import { DEFAULT_PORT, isPrinterMode, startPrinterSim, type PrintedJob } from './printer-sim.js';

// `npm run printer-sim -- [--port 9100] [--control-port 9101] [--name Kitchen]` (README.md).
const parsePort = (value: string | undefined, flag: string): number | undefined => {
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--${flag} must be a port number, not ${value}.`);
    process.exit(1);
  }
  return port;
};

const showJob = (name: string, job: PrintedJob) => {
  const time = job.receivedAt.toISOString();
  const drawer = job.drawerOpened ? ' (drawer opened)' : '';
  const rule = '-'.repeat(48);
  console.log(`${time} ${name} printed ${job.lines.length} lines${drawer}\n${rule}`);
  for (const line of job.lines) console.log(line);
  console.log(rule);
};

try {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'control-port': { type: 'string' },
      name: { type: 'string' },
      host: { type: 'string' },
      mode: { type: 'string' },
    },
  });
  if (values.mode !== undefined && !isPrinterMode(values.mode)) {
    throw new Error(
      `--mode must be online, refuse, silent, paper_out, cover_open, drop or paper_ends.`,
    );
  }
  const name = values.name ?? 'Printer';
  const controlPort = parsePort(values['control-port'], 'control-port');
  const sim = await startPrinterSim({
    port: parsePort(values.port, 'port') ?? DEFAULT_PORT,
    name,
    onJob: (job) => showJob(name, job),
    log: (line) => console.log(`${new Date().toISOString()} ${line}`),
    ...(values.host ? { host: values.host } : {}),
    ...(values.mode ? { mode: values.mode } : {}),
    ...(controlPort === undefined ? {} : { controlPort }),
  });
  console.log(`ESC/POS printer simulator "${sim.name}" on ${sim.address} (${sim.mode})`);
  if (sim.controlUrl) console.log(`  control: ${sim.controlUrl}/state, POST /mode, POST /clear`);
  const stop = () => {
    void sim.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

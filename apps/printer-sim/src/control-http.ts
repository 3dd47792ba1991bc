import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPrinterMode } from './printer-status.js';
import type { PrinterSim } from './printer-sim.js';

type ControlOptions = { port: number; host: string; getSim: () => PrinterSim };

const send = (response: ServerResponse, status: number, body?: unknown) => {
  response.writeHead(
    status,
    body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
  );
  response.end(body === undefined ? undefined : JSON.stringify(body));
};

const MAX_BODY_BYTES = 10_000;

const readJson = async (request: IncomingMessage): Promise<unknown> => {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > MAX_BODY_BYTES) throw new Error('The body is too large.');
  }
  return text === '' ? {} : JSON.parse(text);
};

const stateOf = (sim: PrinterSim) => ({
  name: sim.name,
  mode: sim.mode,
  address: sim.address,
  dropOnce: sim.dropOnce,
  statusQueries: sim.statusQueries(),
  jobs: sim.jobs().map(({ receivedAt, lines, commands, drawerOpened, codePage }) => ({
    receivedAt: receivedAt.toISOString(),
    lines,
    commands,
    drawerOpened,
    codePage,
  })),
});

const setMode = async (sim: PrinterSim, body: unknown, response: ServerResponse) => {
  const { mode, dropOnce } = (body ?? {}) as { mode?: unknown; dropOnce?: unknown };
  if (!isPrinterMode(mode)) return send(response, 400, { error: `Unknown mode ${String(mode)}.` });
  if (typeof dropOnce === 'boolean') sim.dropOnce = dropOnce;
  // Answer only once the port is really closed or open, so the next step of a journey
  // sees the printer as it was told to be.
  await sim.setMode(mode);
  send(response, 204);
};

/** The HTTP control API that journeys and developers use to switch the printer's mode. */
export const startControlServer = async ({ port, host, getSim }: ControlOptions) => {
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://control').pathname.replace(/\/+$/, '');
    const route = `${request.method ?? 'GET'} ${path || '/'}`;
    const sim = getSim();
    if (route === 'GET /state') return send(response, 200, stateOf(sim));
    if (route === 'POST /mode') return setMode(sim, await readJson(request), response);
    if (route === 'POST /clear') {
      sim.clearJobs();
      return send(response, 204);
    }
    send(response, 404, { error: `No route ${route}.` });
  };

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      send(response, 400, { error: error instanceof Error ? error.message : String(error) }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: boundPort } = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    url: `http://${shownHost}:${boundPort}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};

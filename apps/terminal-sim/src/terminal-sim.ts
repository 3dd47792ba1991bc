import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { DEFAULT_TIMING, type SimTiming } from './amount-rules.js';
import { createHandler } from './http-handler.js';
import { createSelfSignedCertificate } from './self-signed.js';
import { createTransactionStore } from './transaction-store.js';

/** The demo merchant's paired terminal (apps/server demo-constants CORNER_CAFE.terminalSerialNumber). */
export const DEFAULT_SERIAL = 'DEMO-PAX-0001';
export const DEFAULT_TOKEN = 'opentill-terminal-sim';
export const DEFAULT_PORT = 8443;

export type TerminalSimOptions = {
  /** 0 picks a free port (tests). Default 8443. */
  port?: number;
  /** Default 127.0.0.1: the simulator takes payments from this machine only. */
  host?: string;
  /** The bearer token callers must send. */
  token?: string;
  /** The terminal's serial number: GET /transaction answers only for this terminalId. */
  serial?: string;
  /** Plain HTTP instead of HTTPS with a self-signed certificate (tests and journeys). */
  http?: boolean;
  /** How long transactions stay in progress; tests shorten it. */
  timing?: Partial<SimTiming>;
  /** Gets a line per transaction taken; silent by default. */
  log?: (line: string) => void;
};

export type TerminalSim = {
  /** e.g. http://127.0.0.1:8443, without a trailing slash. */
  url: string;
  token: string;
  serial: string;
  close(): Promise<void>;
};

export const startTerminalSim = async (options: TerminalSimOptions = {}): Promise<TerminalSim> => {
  const token = options.token ?? DEFAULT_TOKEN;
  const serial = options.serial ?? DEFAULT_SERIAL;
  const host = options.host ?? '127.0.0.1';
  const isHttp = options.http ?? false;
  const store = createTransactionStore({ ...DEFAULT_TIMING, ...options.timing }, serial);
  const log = options.log ?? (() => {});
  const handler = createHandler({ token, serialNumber: serial, store, log });
  const server = isHttp
    ? http.createServer(handler)
    : https.createServer(await createSelfSignedCertificate(), handler);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    url: `${isHttp ? 'http' : 'https'}://${shownHost}:${port}`,
    token,
    serial,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Polling clients keep connections alive; close them so close() returns promptly.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};

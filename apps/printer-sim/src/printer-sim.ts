import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { startControlServer } from './control-http.js';
import { createEscPosDecoder, type PrintedJob } from './escpos-decoder.js';
import { createJobLog } from './job-log.js';
import { isOnlyStatusRequests, statusAnswer, type PrinterMode } from './printer-status.js';

export { PRINTER_MODES, isPrinterMode, type PrinterMode } from './printer-status.js';
export type { PrintedJob } from './escpos-decoder.js';

/** Raw ESC/POS printers listen on 9100 (Epson TM-m30, Star TSP143). */
export const DEFAULT_PORT = 9100;

export type PrinterSimOptions = {
  /** 0 picks a free port (tests). Default 9100. */
  port?: number;
  /** Default 127.0.0.1; 0.0.0.0 to reach it from another machine. */
  host?: string;
  /** Serve the HTTP control API (GET /state, POST /mode, POST /clear) on this port; 0 picks one. */
  controlPort?: number;
  /** Shown in GET /state and the log, e.g. "Kitchen". */
  name?: string;
  /** Start in this mode instead of online. */
  mode?: PrinterMode;
  /** In drop mode, go back to online after one dropped job (a retry then prints). */
  dropOnce?: boolean;
  /**
   * Answers GS ( H (process ID response) once what came before it printed, as Epson's
   * TM printers do. Default true; false is a clone that ignores it.
   */
  answersProcessId?: boolean;
  /** How long a job takes to print after it arrives; status is answered meanwhile. Default 0. */
  printDelayMs?: number;
  /** Told every printed job (`npm run printer-sim` shows the ticket). */
  onJob?: (job: PrintedJob) => void;
  /** Gets a line per dropped connection or mode change; silent by default. */
  log?: (line: string) => void;
};

export type PrinterSim = {
  name: string;
  port: number;
  /** "127.0.0.1:PORT", as a printer's address is entered in Settings → Printers. */
  address: string;
  /** e.g. http://127.0.0.1:9101 when `controlPort` was given. */
  controlUrl: string | undefined;
  /** Setting it applies at once; `refuse` closes the port shortly after (see setMode). */
  mode: PrinterMode;
  /** Changes the mode and resolves once the port is closed (refuse) or open again. */
  setMode(mode: PrinterMode): Promise<void>;
  dropOnce: boolean;
  jobs(): PrintedJob[];
  clearJobs(): void;
  /** Resolves with the jobs once at least `count` are printed; rejects after `timeoutMs`. */
  waitForJobs(count: number, timeoutMs?: number): Promise<PrintedJob[]>;
  /** How many DLE EOT requests it answered. */
  statusQueries(): number;
  close(): Promise<void>;
};

const listen = (port: number, host: string, onConnection: (socket: net.Socket) => void) =>
  new Promise<net.Server>((resolve, reject) => {
    // Status answers go out at once, as a printer's do, not after Nagle's wait for more.
    const server = net.createServer({ noDelay: true }, onConnection);
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });

export const startPrinterSim = async (options: PrinterSimOptions = {}): Promise<PrinterSim> => {
  const host = options.host ?? '127.0.0.1';
  const name = options.name ?? 'Printer';
  const log = options.log ?? (() => {});
  const jobLog = createJobLog();
  const connections = new Set<net.Socket>();
  let mode: PrinterMode = options.mode ?? 'online';
  let statusCount = 0;
  let isClosed = false;

  const recordJob = (job: PrintedJob) => {
    jobLog.add(job);
    options.onJob?.(job);
  };

  // Epson's process ID response: header 0x37, 0x22, the four ID bytes, NUL.
  const answerProcessId = (socket: net.Socket, id: Buffer, printedAll: boolean) => {
    if (mode === 'silent' || !(options.answersProcessId ?? true) || !printedAll) return;
    if (!socket.destroyed) socket.write(Buffer.concat([Buffer.of(0x37, 0x22), id, Buffer.of(0)]));
  };

  // Paper that ends during a job: that job and what follows print nothing.
  const isPrinting = () => {
    if (mode === 'paper_ends') void setMode('paper_out');
    return mode === 'online';
  };

  const answerStatus = (socket: net.Socket, request: number) => {
    if (mode === 'silent') return;
    const answer = statusAnswer(mode, request);
    if (answer === undefined) return;
    statusCount += 1;
    socket.write(Buffer.of(answer));
  };

  // A real printer that drops mid-job resets the connection after part of the job.
  const dropConnection = (socket: net.Socket, chunk: Buffer) => {
    const keptBytes = Math.max(1, Math.floor(chunk.length / 2));
    log(`${name}: dropped the connection after ${keptBytes} of ${chunk.length} bytes`);
    socket.resetAndDestroy();
    if (sim.dropOnce) void setMode('online');
  };

  const onConnection = (socket: net.Socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    // Resets by clients (and by drop mode) are expected; they must not crash the simulator.
    socket.on('error', () => {});
    const decoder = createEscPosDecoder({
      onStatusRequest: (request) => answerStatus(socket, request),
      onJob: recordJob,
      onProcessId: (id, printedAll) => answerProcessId(socket, id, printedAll),
      printDelayMs: options.printDelayMs ?? 0,
    });
    let isDropped = false;
    socket.on('data', (chunk: Buffer) => {
      if (isDropped) return;
      if (mode === 'drop' && !isOnlyStatusRequests(chunk)) {
        isDropped = true;
        dropConnection(socket, chunk);
        return;
      }
      decoder.feed(chunk, isPrinting);
    });
    socket.on('end', () => {
      if (!isDropped) decoder.end();
    });
  };

  let server: net.Server | undefined = await listen(
    options.port ?? DEFAULT_PORT,
    host,
    onConnection,
  );
  const { port } = server.address() as AddressInfo;

  // Mode changes run one after another, so refuse → online → refuse in quick
  // succession leaves the port as the last change says.
  let transition = Promise.resolve();
  const applyListening = async () => {
    if (isClosed) return;
    if (mode === 'refuse' && server) {
      // Closing the listening socket is what makes clients get ECONNREFUSED; a printer
      // that is switched off also loses the connections it had.
      server.close();
      server = undefined;
      for (const socket of connections) socket.destroy();
    } else if (mode !== 'refuse' && !server) {
      server = await listen(port, host, onConnection);
    }
  };
  const setMode = (next: PrinterMode) => {
    mode = next;
    log(`${name}: ${next}`);
    // A failed reopen (port taken) must not block every later change.
    transition = transition.catch(() => {}).then(applyListening);
    return transition;
  };

  // A printer started switched off takes no connection from the start.
  await applyListening();

  const control =
    options.controlPort === undefined
      ? undefined
      : await startControlServer({ port: options.controlPort, host, getSim: () => sim });

  const sim: PrinterSim = {
    name,
    port,
    address: `${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`,
    controlUrl: control?.url,
    get mode() {
      return mode;
    },
    set mode(next: PrinterMode) {
      setMode(next).catch((error: unknown) =>
        log(`${name}: could not change to ${next}: ${String(error)}`),
      );
    },
    setMode,
    dropOnce: options.dropOnce ?? false,
    jobs: jobLog.list,
    clearJobs: jobLog.clear,
    waitForJobs: (count, timeoutMs = 5000) => jobLog.waitFor(count, timeoutMs),
    statusQueries: () => statusCount,
    close: async () => {
      isClosed = true;
      await transition.catch(() => {});
      for (const socket of connections) socket.destroy();
      await control?.close();
      const listening = server;
      server = undefined;
      if (listening) await new Promise<void>((resolve) => listening.close(() => resolve()));
    },
  };
  return sim;
};

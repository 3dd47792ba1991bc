import type { TerminalHttp } from '@/platform/card-terminal/card-terminal';

/** What a connection test found: the terminal answered as itself, or why not. */
export type TerminalProbe =
  | { status: 'online'; terminalId: string }
  | {
      status: 'offline';
      reason: 'unreachable' | 'timeout' | 'wrong_terminal' | 'bad_answer';
      /** The serial number another terminal answered with (wrong_terminal). */
      terminalId?: string;
      /** The HTTP status of an answer that was not the terminal's (bad_answer). */
      httpStatus?: number;
    };

export const PROBE_TIMEOUT_MS = 5_000;
const HEALTH_PATH = '/health';

/**
 * A connection test: one GET of the terminal's status (`GET /health` → `{status: "ok",
 * terminalId}`), which takes no token and starts no transaction. It checks the way the
 * till itself will take: this device, on its network, to that address. The serial number
 * it answers must be the one listed, or the address points at another terminal.
 */
export const probeCardTerminal = async (
  http: TerminalHttp,
  baseUrl: string,
  serialNumber: string,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<TerminalProbe> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const answer = await Promise.race([
      http({ method: 'GET', url: `${baseUrl.replace(/\/+$/, '')}${HEALTH_PATH}`, headers: {} }),
      timeout,
    ]);
    if (answer === 'timeout') return { status: 'offline', reason: 'timeout' };
    const data = answer.data as { status?: unknown; terminalId?: unknown } | null;
    if (answer.status !== 200 || data?.status !== 'ok' || typeof data.terminalId !== 'string')
      return { status: 'offline', reason: 'bad_answer', httpStatus: answer.status };
    if (data.terminalId !== serialNumber)
      return { status: 'offline', reason: 'wrong_terminal', terminalId: data.terminalId };
    return { status: 'online', terminalId: data.terminalId };
  } catch {
    return { status: 'offline', reason: 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
};

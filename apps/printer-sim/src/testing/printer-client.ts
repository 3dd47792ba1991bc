import net from 'node:net';

const hostOf = (address: string) => address.slice(0, address.lastIndexOf(':'));
const portOf = (address: string) => Number(address.slice(address.lastIndexOf(':') + 1));

/** Connects to a printer address "host:port"; rejects with the socket error (ECONNREFUSED …). */
export const connectTo = (address: string) =>
  new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect({ host: hostOf(address), port: portOf(address) });
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.off('error', reject);
      resolve(socket);
    });
  });

/** The error code connecting gives, or 'connected' when the printer accepted. */
export const connectOutcome = async (address: string): Promise<string> => {
  try {
    (await connectTo(address)).destroy();
    return 'connected';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? String(error);
  }
};

export type Exchange = {
  /** Every byte the printer sent back before the connection closed or `waitMs` ran out. */
  answer: Buffer;
  /** How the connection ended: 'open' when it was still open after `waitMs`. */
  ending: 'closed' | 'reset' | 'open';
};

/**
 * Sends `bytes`, then half-closes (as a client does after a job) unless `keepOpen`,
 * and collects the printer's answers for `waitMs`, or until `answerBytes` have come.
 */
export const exchange = async (
  address: string,
  bytes: Buffer,
  { waitMs = 150, keepOpen = false, answerBytes = Infinity } = {},
): Promise<Exchange> => {
  const socket = await connectTo(address);
  const received: Buffer[] = [];
  const ending = new Promise<Exchange['ending']>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      if (Buffer.concat(received).length >= answerBytes) resolve('open');
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNRESET' || error.code === 'EPIPE' ? 'reset' : 'closed'),
    );
    socket.once('close', () => resolve('closed'));
    setTimeout(() => resolve('open'), waitMs);
  });
  socket.write(bytes);
  if (!keepOpen) socket.end();
  const result = await ending;
  socket.destroy();
  return { answer: Buffer.concat(received), ending: result };
};

/** One DLE EOT answer byte, or undefined when the printer did not answer within `waitMs`. */
export const queryStatus = async (address: string, request: number, waitMs = 300) => {
  const { answer } = await exchange(address, Buffer.of(0x10, 0x04, request), {
    waitMs,
    keepOpen: true,
    answerBytes: 1,
  });
  return answer[0];
};

import { CODE_PAGE_CP437, decodeTextByte } from './code-pages.js';
import { readToken, type CommandEffect, type Token } from './escpos-commands.js';

/** One job the printer printed: everything up to and including a cut. */
export type PrintedJob = {
  receivedAt: Date;
  /** Decoded text lines, trailing spaces trimmed (the encoder pads to the width). */
  lines: string[];
  /** Names of the commands seen, in order: 'init', 'codepage:19', 'bold:on', 'cut' … */
  commands: string[];
  drawerOpened: boolean;
  /** The ESC t code page in effect when the job ended (19 is CP858, 0 CP437). */
  codePage: number;
  /** The job's bytes as received, without real-time status requests. */
  bytes: Buffer;
};

export type DecoderEvents = {
  /** DLE EOT n arrived; a printer answers it at once, even in the middle of a job. */
  onStatusRequest: (request: number) => void;
  onJob: (job: PrintedJob) => void;
  /**
   * GS ( H was reached: everything sent before it has been processed. `printedAll` is
   * false when some of it arrived while the printer could not print.
   */
  onProcessId?: (id: Buffer, printedAll: boolean) => void;
  /**
   * How long the printer takes to print what it has received; 0 prints at once. Real-time
   * status requests are answered meanwhile, before what is still waiting to print.
   */
  printDelayMs?: number;
};

type JobInProgress = {
  lines: string[];
  commands: string[];
  line: string;
  drawerOpened: boolean;
  /** Some of its bytes arrived while the printer could not print (paper out, silent …). */
  isSpoiled: boolean;
  chunks: Buffer[];
};

const startJob = (): JobInProgress => ({
  lines: [],
  commands: [],
  line: '',
  drawerOpened: false,
  isSpoiled: false,
  chunks: [],
});

/**
 * Decodes one connection's ESC/POS stream into jobs. Printer settings (the code page)
 * last for the connection, as they last on a printer until ESC @.
 */
export const createEscPosDecoder = ({
  onStatusRequest,
  onJob,
  onProcessId,
  printDelayMs = 0,
}: DecoderEvents) => {
  let carry = Buffer.alloc(0);
  // Tokens received but not printed yet, and whether all since the last GS ( H printed.
  let waiting: Array<{ token: Token; bytes: Buffer }> = [];
  let printTimer: ReturnType<typeof setTimeout> | undefined;
  let isEnded = false;
  let printedAll = true;
  let isPrinting: () => boolean = () => true;
  let codePage = CODE_PAGE_CP437;
  let job = startJob();
  // The encoder sends a line feed after its cut; that feeds blank paper past the cut
  // and belongs to no job, so it must not open the next job with an empty line.
  let isAfterCut = false;

  const endLine = () => {
    job.lines.push(job.line.trimEnd());
    job.line = '';
  };

  const finishJob = () => {
    if (job.line !== '') endLine();
    if (!job.isSpoiled) {
      onJob({
        receivedAt: new Date(),
        lines: job.lines,
        commands: job.commands,
        drawerOpened: job.drawerOpened,
        codePage,
        bytes: Buffer.concat(job.chunks),
      });
    }
    job = startJob();
  };

  const applyCommand = (effect: CommandEffect) => {
    job.commands.push(effect.name);
    if (effect.isInit) {
      codePage = CODE_PAGE_CP437;
      job.line = '';
    }
    if (effect.codePage !== undefined) codePage = effect.codePage;
    if (effect.isPulse) job.drawerOpened = true;
    if (effect.feedLines !== undefined) {
      if (effect.feedLines === 0 && job.line !== '') endLine();
      for (let fed = 0; fed < effect.feedLines; fed += 1) endLine();
    }
    if (effect.isCut) finishJob();
  };

  const apply = (token: Token) => {
    if (token.kind === 'line-feed') endLine();
    else if (token.kind === 'text') job.line += decodeTextByte(token.byte, codePage);
    else if (token.kind === 'command') applyCommand(token.effect);
  };

  const isBlankFeed = (token: Token) =>
    token.kind === 'line-feed' || token.kind === 'carriage-return';

  const printOne = ({ token, bytes }: { token: Token; bytes: Buffer }) => {
    if (token.kind === 'process-id') {
      onProcessId?.(token.id, printedAll);
      printedAll = true;
      return;
    }
    if (isAfterCut && isBlankFeed(token)) return;
    isAfterCut = false;
    job.chunks.push(bytes);
    if (!isPrinting()) {
      job.isSpoiled = true;
      printedAll = false;
    }
    apply(token);
    if (token.kind === 'command' && token.effect.isCut) isAfterCut = true;
  };

  /** The client closed the connection: a drawer kick without a cut still opened the drawer. */
  const finishConnection = () => {
    if (job.drawerOpened) finishJob();
    job = startJob();
    carry = Buffer.alloc(0);
  };

  const printWaiting = () => {
    printTimer = undefined;
    const batch = waiting;
    waiting = [];
    batch.forEach(printOne);
    if (isEnded) finishConnection();
  };

  return {
    /**
     * `printing` false (or a function answering false when the bytes are printed): they
     * arrive but print nothing (paper out, silent …).
     */
    feed: (chunk: Buffer, printing: boolean | (() => boolean)) => {
      isPrinting = typeof printing === 'function' ? printing : () => printing;
      const data = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      let offset = 0;
      for (let token = readToken(data, offset); token; token = readToken(data, offset)) {
        const bytes = Buffer.from(data.subarray(offset, offset + token.length));
        offset += token.length;
        if (token.kind === 'status-request') onStatusRequest(token.request);
        else waiting.push({ token, bytes });
      }
      carry = Buffer.from(data.subarray(offset));
      if (printDelayMs === 0) printWaiting();
      else printTimer ??= setTimeout(printWaiting, printDelayMs);
    },
    end: () => {
      isEnded = true;
      if (!printTimer) finishConnection();
    },
  };
};

export type EscPosDecoder = ReturnType<typeof createEscPosDecoder>;

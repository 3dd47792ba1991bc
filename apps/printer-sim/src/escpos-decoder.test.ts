import { describe, expect, it } from 'vitest';
import { decodeTextByte } from './code-pages.js';
import { createEscPosDecoder, type PrintedJob } from './escpos-decoder.js';
import {
  CUT,
  DRAWER_PULSE,
  NEWLINE,
  PARTIAL_CUT_AFTER_FEED,
  START,
  bytesOf,
  codePage,
  feed,
  line,
  receiptJob,
  statusRequest,
  text,
} from './testing/escpos-bytes.js';

const decode = (chunks: Buffer[], { isPrinting = true, end = false } = {}) => {
  const jobs: PrintedJob[] = [];
  const statusRequests: number[] = [];
  const decoder = createEscPosDecoder({
    onJob: (job) => jobs.push(job),
    onStatusRequest: (request) => statusRequests.push(request),
  });
  for (const chunk of chunks) decoder.feed(chunk, isPrinting);
  if (end) decoder.end();
  return { jobs, statusRequests };
};

const oneByteAtATime = (bytes: Buffer) => [...bytes].map((byte) => Buffer.of(byte));

describe('code pages', () => {
  it.each([0, 19])('code page %i maps its 128 upper bytes to 128 different characters', (page) => {
    const characters = new Set<string>();
    for (let byte = 0x80; byte <= 0xff; byte += 1) characters.add(decodeTextByte(byte, page));
    expect(characters.size).toBe(128);
    expect(characters.has('\ufffd')).toBe(false);
  });

  it('prints £ at 0x9C in both, € only in CP858, and � for an unknown page', () => {
    expect([decodeTextByte(0x9c, 0), decodeTextByte(0x9c, 19)]).toEqual(['£', '£']);
    expect([decodeTextByte(0xd5, 19), decodeTextByte(0xd5, 0)]).toEqual(['€', '╒']);
    expect(decodeTextByte(0x9c, 16)).toBe('\ufffd');
  });
});

describe('ESC/POS decoder', () => {
  it('decodes a receipt into lines and named commands, in CP858', () => {
    const { jobs } = decode([receiptJob(19, 0x9c)]);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.lines).toEqual([
      '    CORNER CAFE',
      `Flat white${' '.repeat(32)}£3.20`,
      'NUT ALLERGY',
      `Total${' '.repeat(37)}£3.20`,
      '',
      '',
    ]);
    expect(jobs[0]?.commands).toEqual([
      'init',
      'kanji:off',
      'font:A',
      'codepage:19',
      'bold:on',
      'size:2x2',
      'bold:off',
      'size:1x1',
      'invert:on',
      'invert:off',
      'cut',
    ]);
    expect(jobs[0]?.codePage).toBe(19);
    expect(jobs[0]?.drawerOpened).toBe(false);
  });

  it('keeps the job bytes up to the cut, without the feed after it', () => {
    const receipt = receiptJob(0, 0x9c);
    const { jobs } = decode([receipt]);
    expect(jobs[0]?.bytes).toEqual(receipt.subarray(0, receipt.length - NEWLINE.length));
  });

  it('decodes the same job sent one byte at a time', () => {
    const { jobs } = decode(oneByteAtATime(receiptJob(0, 0x9c)));
    expect(jobs[0]?.lines[1]).toBe(`Flat white${' '.repeat(32)}£3.20`);
    expect(jobs[0]?.codePage).toBe(0);
  });

  it('splits two jobs at their cuts, and the second starts with its own first line', () => {
    const { jobs } = decode([bytesOf(START, line('one'), CUT, NEWLINE, START, line('two'), CUT)]);
    expect(jobs.map((job) => job.lines)).toEqual([['one'], ['two']]);
  });

  it('reads the four-byte cut, ESC d feeds and € in CP858', () => {
    const bytes = bytesOf(
      START,
      codePage(19),
      text('A'),
      feed(2),
      line(0xd5, '5'),
      PARTIAL_CUT_AFTER_FEED,
    );
    const { jobs } = decode([bytes]);
    expect(jobs[0]?.lines).toEqual(['A', '', '€5']);
    expect(jobs[0]?.commands.slice(-2)).toEqual(['feed:2', 'cut']);
  });

  it('reports status requests in the middle of a job and keeps them out of its bytes', () => {
    const { jobs, statusRequests } = decode([
      bytesOf(START, line('half'), statusRequest(1), line('rest'), statusRequest(4), CUT),
    ]);
    expect(statusRequests).toEqual([1, 4]);
    expect(jobs[0]?.lines).toEqual(['half', 'rest']);
    expect(jobs[0]?.bytes.includes(Buffer.from(statusRequest(1)))).toBe(false);
  });

  it('records an unknown command, skips it and never stops decoding', () => {
    const { jobs } = decode([bytesOf(START, [0x1b, 0x7e], [0x07], line('still here'), CUT)]);
    expect(jobs[0]?.commands).toContain('unknown:1b7e');
    expect(jobs[0]?.commands).toContain('unknown:07');
    expect(jobs[0]?.lines).toEqual(['still here']);
  });

  it('counts a drawer kick without a cut as a job when the connection ends', () => {
    const kick = bytesOf(START, DRAWER_PULSE);
    expect(decode([kick]).jobs).toEqual([]);
    const { jobs } = decode([kick], { end: true });
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ lines: [], drawerOpened: true });
    expect(jobs[0]?.commands).toContain('pulse:0');
  });

  it('prints nothing of a job that arrived while the printer could not print', () => {
    const { jobs } = decode([receiptJob(19, 0x9c), bytesOf(START, DRAWER_PULSE)], {
      isPrinting: false,
      end: true,
    });
    expect(jobs).toEqual([]);
  });

  it('drops text without a cut or a pulse when the connection ends', () => {
    expect(decode([bytesOf(START, line('no cut'))], { end: true }).jobs).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { isStatusByte, readHealth, STATUS_REQUEST } from './escpos-status.js';

// Status bytes as an Epson printer sends them: bits 1 and 4 always set (0x12), plus:
const ONLINE = 0x12;
/** DLE EOT 1, bit 3: offline. */
const PRINTER_OFFLINE = ONLINE | 0b0000_1000;
/** DLE EOT 2, bit 2: the cover is open. */
const COVER_OPEN = ONLINE | 0b0000_0100;
/** DLE EOT 2, bit 5: printing stopped at the paper end. */
const STOPPED_AT_PAPER_END = ONLINE | 0b0010_0000;
/** DLE EOT 4, bits 5 and 6: the roll sensor finds no paper. */
const NO_PAPER = ONLINE | 0b0110_0000;
/** DLE EOT 4, bits 2 and 3: the roll is nearly used up, which still prints. */
const PAPER_NEAR_END = ONLINE | 0b0000_1100;

describe('STATUS_REQUEST', () => {
  it('asks DLE EOT 1, 2 and 4 in that order', () => {
    expect([...STATUS_REQUEST]).toEqual([0x10, 0x04, 0x01, 0x10, 0x04, 0x02, 0x10, 0x04, 0x04]);
  });
});

describe('readHealth', () => {
  it('is online when nothing is wrong, even with the paper nearly used up', () => {
    expect(readHealth([ONLINE, ONLINE, ONLINE])).toBe('online');
    expect(readHealth([ONLINE, ONLINE, PAPER_NEAR_END])).toBe('online');
  });

  it('names an open cover, a paper end and an offline printer', () => {
    expect(readHealth([PRINTER_OFFLINE, COVER_OPEN, ONLINE])).toBe('cover_open');
    expect(readHealth([PRINTER_OFFLINE, STOPPED_AT_PAPER_END, ONLINE])).toBe('paper_out');
    expect(readHealth([ONLINE, ONLINE, NO_PAPER])).toBe('paper_out');
    expect(readHealth([PRINTER_OFFLINE, ONLINE, ONLINE])).toBe('offline');
  });

  it('puts the cover first, then the paper, then offline', () => {
    expect(readHealth([PRINTER_OFFLINE, COVER_OPEN | STOPPED_AT_PAPER_END, NO_PAPER])).toBe(
      'cover_open',
    );
    expect(readHealth([PRINTER_OFFLINE, ONLINE, NO_PAPER])).toBe('paper_out');
  });

  it('is unknown, never online, when an answer is not a status byte', () => {
    expect(readHealth([0x00, ONLINE, ONLINE])).toBe('unknown');
    expect(readHealth([ONLINE, ONLINE, 0x41])).toBe('unknown');
  });
});

describe('isStatusByte', () => {
  it('takes bytes of the form 0xx1xx10', () => {
    for (const byte of [ONLINE, PRINTER_OFFLINE, COVER_OPEN, NO_PAPER, 0b0111_1110])
      expect(isStatusByte(byte)).toBe(true);
  });

  it('refuses a byte with a fixed bit wrong, or no byte at all', () => {
    // Bit 0 set, bit 1 clear, bit 4 clear, bit 7 set; then out of range.
    for (const byte of [0x13, 0x10, 0x02, 0x92, 0x00, 0xff, -1, 256, 1.5])
      expect(isStatusByte(byte)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  DARK_TEXT,
  LIGHT_TEXT,
  MIN_CONTRAST,
  contrastRatio,
  readableColours,
} from '@/ui/readable-text-colour';

describe('readableColours', () => {
  it('keeps a dark colour and writes on it in white', () => {
    expect(readableColours('#6d4c41')).toEqual({ background: '#6d4c41', text: LIGHT_TEXT });
  });

  it('keeps a light colour and writes on it in dark text', () => {
    expect(readableColours('#f57c00')).toEqual({ background: '#f57c00', text: DARK_TEXT });
  });

  it('shades a mid-tone colour that meets AA with neither text until white does', () => {
    expect(contrastRatio('#0288d1', LIGHT_TEXT)).toBeLessThan(MIN_CONTRAST);
    expect(contrastRatio('#0288d1', DARK_TEXT)).toBeLessThan(MIN_CONTRAST);
    const { background, text } = readableColours('#0288d1');
    expect(text).toBe(LIGHT_TEXT);
    expect(background).not.toBe('#0288d1');
    expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('meets AA on every grey from black to white', () => {
    for (let level = 0; level <= 255; level += 5) {
      const grey = `#${level.toString(16).padStart(2, '0').repeat(3)}`;
      const { background, text } = readableColours(grey);
      expect(contrastRatio(background, text), grey).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });

  it('leaves a colour it cannot read alone', () => {
    expect(readableColours('teal')).toEqual({ background: 'teal', text: LIGHT_TEXT });
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_COLOUR } from '@opentill/contract/catalogue/colour';
import { COLOUR_PALETTE, paletteColourOf } from '@/ui/colour-palette';
import { MIN_CONTRAST, contrastRatio, readableColours } from '@/ui/readable-text-colour';

describe('the colour palette', () => {
  it('reads at AA with white or dark text, unshaded', () => {
    for (const { name, hex } of COLOUR_PALETTE) {
      const readable = readableColours(hex);
      expect(readable.background, name).toBe(hex);
      expect(contrastRatio(hex, readable.text), name).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });

  it('has one name and one colour per swatch, the default tile grey among them', () => {
    expect(new Set(COLOUR_PALETTE.map((c) => c.name)).size).toBe(COLOUR_PALETTE.length);
    expect(new Set(COLOUR_PALETTE.map((c) => c.hex)).size).toBe(COLOUR_PALETTE.length);
    expect(paletteColourOf(DEFAULT_TILE_COLOUR)?.name).toBe('Grey');
  });

  it('finds a swatch whatever the case, and nothing for another colour', () => {
    expect(paletteColourOf('#00796B')?.name).toBe('Teal');
    expect(paletteColourOf('#123456')).toBeUndefined();
    expect(paletteColourOf('')).toBeUndefined();
  });
});

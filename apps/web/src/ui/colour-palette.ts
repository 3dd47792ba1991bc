/** A named swatch of the palette the catalogue and cashier dialogs offer. */
export type PaletteColour = { name: string; hex: string };

/**
 * The swatches offered for tiles and cashiers (issue 13: chosen, not typed). Each
 * reads at WCAG AA with white or with dark text as it is (readableColours never
 * shades them), so a tile is legible whichever is picked. The demo's colours are
 * among them, so its categories open with their swatch chosen.
 */
export const COLOUR_PALETTE: readonly PaletteColour[] = [
  { name: 'Red', hex: '#c62828' },
  { name: 'Raspberry', hex: '#ad1457' },
  { name: 'Rose', hex: '#d81b60' },
  { name: 'Purple', hex: '#8e24aa' },
  { name: 'Violet', hex: '#5e35b1' },
  { name: 'Indigo', hex: '#3949ab' },
  { name: 'Blue', hex: '#1565c0' },
  { name: 'Sky', hex: '#1e88e5' },
  { name: 'Light blue', hex: '#4fc3f7' },
  { name: 'Petrol', hex: '#00838f' },
  { name: 'Teal', hex: '#00796b' },
  { name: 'Green', hex: '#2e7d32' },
  { name: 'Leaf', hex: '#43a047' },
  { name: 'Lime', hex: '#7cb342' },
  { name: 'Yellow', hex: '#fdd835' },
  { name: 'Amber', hex: '#f9a825' },
  { name: 'Orange', hex: '#ef6c00' },
  { name: 'Coral', hex: '#f4511e' },
  { name: 'Brown', hex: '#795548' },
  { name: 'Coffee', hex: '#6d4c41' },
  { name: 'Mocha', hex: '#8d6e63' },
  { name: 'Slate', hex: '#546e7a' },
  { name: 'Grey', hex: '#9e9e9e' },
  { name: 'Charcoal', hex: '#263238' },
];

/** The palette's swatch for a colour, whatever its letter case; undefined for any other colour. */
export const paletteColourOf = (hex: string): PaletteColour | undefined =>
  COLOUR_PALETTE.find((colour) => colour.hex === hex.trim().toLowerCase());

const linear = (channel: number): number => {
  const s = channel / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

export const DARK_TEXT = '#17201f';
export const LIGHT_TEXT = '#ffffff';
/** WCAG AA for normal text: tile names are 16–20 px at weight 600, which axe counts as normal. */
export const MIN_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

const parse = (colour: string): Rgb | null => {
  const match = /^#([0-9a-f]{6})$/i.exec(colour.trim());
  if (match?.[1] === undefined) return null;
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const luminance = ([r, g, b]: Rgb): number =>
  0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

const contrast = (a: Rgb, b: Rgb): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const hex = (rgb: Rgb): string => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

const WHITE: Rgb = [255, 255, 255];
const DARK: Rgb = [0x17, 0x20, 0x1f];

export type ReadableColours = { background: string; text: string };

/**
 * The merchant's colour with dark or white text, whichever contrasts more. Some mid-tone
 * colours (a sky blue such as #0288d1) meet AA with neither: the background is then
 * shaded darker, step by step, until white text does, so the hue stays the merchant's.
 */
export const readableColours = (background: string): ReadableColours => {
  const rgb = parse(background);
  if (rgb === null) return { background, text: LIGHT_TEXT };
  const withWhite = contrast(rgb, WHITE);
  const withDark = contrast(rgb, DARK);
  if (withDark >= withWhite && withDark >= MIN_CONTRAST) return { background, text: DARK_TEXT };
  if (withWhite >= MIN_CONTRAST) return { background, text: LIGHT_TEXT };
  let shaded: Rgb = rgb;
  for (let step = 1; step <= 20 && contrast(shaded, WHITE) < MIN_CONTRAST; step += 1) {
    const keep = 1 - step * 0.05;
    shaded = rgb.map((c) => Math.round(c * keep)) as unknown as Rgb;
  }
  return { background: hex(shaded), text: LIGHT_TEXT };
};

/** Dark or white text for a `#rrggbb` background that is drawn as given. */
export const readableTextColour = (background: string): string => {
  const rgb = parse(background);
  if (rgb === null) return LIGHT_TEXT;
  return contrast(rgb, DARK) >= contrast(rgb, WHITE) ? DARK_TEXT : LIGHT_TEXT;
};

export const contrastRatio = (a: string, b: string): number => {
  const [x, y] = [parse(a), parse(b)];
  return x === null || y === null ? 1 : contrast(x, y);
};

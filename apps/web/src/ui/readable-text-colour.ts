const linear = (channel: number): number => {
  const s = channel / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

export const DARK_TEXT = '#17201f';
export const LIGHT_TEXT = '#ffffff';

/**
 * Dark or white text, whichever contrasts more with a `#rrggbb` background (WCAG
 * relative luminance), so a tile in any merchant colour stays readable.
 */
export const readableTextColour = (background: string): string => {
  const match = /^#([0-9a-f]{6})$/i.exec(background.trim());
  if (match?.[1] === undefined) return LIGHT_TEXT;
  const value = Number.parseInt(match[1], 16);
  const luminance =
    0.2126 * linear((value >> 16) & 255) +
    0.7152 * linear((value >> 8) & 255) +
    0.0722 * linear(value & 255);
  const withWhite = 1.05 / (luminance + 0.05);
  const withDark = (luminance + 0.05) / 0.05;
  return withWhite >= withDark ? LIGHT_TEXT : DARK_TEXT;
};

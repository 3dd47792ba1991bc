import { RECEIPT_COLUMNS } from '@opentill/contract/orders/checkout-messages';

// Fixed-width text layout for receipts, at RECEIPT_COLUMNS unless a printer's width
// is given. Widths count code points, so an emoji is never split in half; control
// characters become spaces, so a name with a newline in it cannot break the layout.

/** Columns a line takes: one per code point. */
export const textWidth = (text: string): number => Array.from(text).length;

/** Controls, format characters and line separators become spaces; the spacing is kept. */
export const controlsToSpaces = (text: string): string =>
  text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu, ' ');

/** One line of printable text: controls, format characters and line separators become spaces. */
export const printable = (text: string): string => controlsToSpaces(text).trim();

/**
 * Word-wraps to `columns`; a word longer than a line is cut. Lines after the
 * first start with `indent`.
 */
export const wrap = (text: string, columns = RECEIPT_COLUMNS, indent = ''): string[] => {
  const lines: string[] = [];
  let line = '';
  // At least one column, so an indent as wide as the line cannot stall the loop.
  const room = () => Math.max(1, columns - (lines.length === 0 ? 0 : textWidth(indent)));
  const push = () => {
    lines.push(lines.length === 0 ? line : indent + line);
    line = '';
  };
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    let rest = Array.from(word);
    if (line && textWidth(line) + 1 + rest.length > room()) push();
    if (line) line += ' ';
    while (textWidth(line) + rest.length > room()) {
      const take = room() - textWidth(line);
      line += rest.slice(0, take).join('');
      rest = rest.slice(take);
      push();
    }
    line += rest.join('');
  }
  if (line || lines.length === 0) push();
  return lines;
};

export const centre = (text: string, columns = RECEIPT_COLUMNS): string[] =>
  wrap(text, columns).map((line) => ' '.repeat(Math.floor((columns - textWidth(line)) / 2)) + line);

/**
 * `left` wrapped, with `right` right-aligned on its last line (or on a line of
 * its own when the last line has no room for it).
 */
export const leftRight = (
  left: string,
  right: string,
  indent = '',
  columns = RECEIPT_COLUMNS,
): string[] => {
  const rightWidth = textWidth(right);
  const lines = wrap(left, columns - rightWidth - 1, indent);
  const last = lines.pop() ?? '';
  const gap = columns - textWidth(last) - rightWidth;
  if (gap >= 1) return [...lines, last + ' '.repeat(gap) + right];
  return [...lines, last, ' '.repeat(Math.max(0, columns - rightWidth)) + right];
};

export const rule = (columns = RECEIPT_COLUMNS): string => '-'.repeat(columns);

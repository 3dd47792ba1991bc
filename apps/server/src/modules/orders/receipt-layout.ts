import { RECEIPT_COLUMNS } from '@opentill/contract/orders/checkout-messages';

// Fixed-width text layout for receipts. Widths count code points, so an emoji
// is never split in half; control characters become spaces, so a name with a
// newline in it cannot break the layout.

const width = (text: string) => Array.from(text).length;

/** One line of printable text: controls, format characters and line separators become spaces. */
export const printable = (text: string): string =>
  text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu, ' ').trim();

/**
 * Word-wraps to `columns`; a word longer than a line is cut. Lines after the
 * first start with `indent`.
 */
export const wrap = (text: string, columns = RECEIPT_COLUMNS, indent = ''): string[] => {
  const lines: string[] = [];
  let line = '';
  // At least one column, so an indent as wide as the line cannot stall the loop.
  const room = () => Math.max(1, columns - (lines.length === 0 ? 0 : width(indent)));
  const push = () => {
    lines.push(lines.length === 0 ? line : indent + line);
    line = '';
  };
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    let rest = Array.from(word);
    if (line && width(line) + 1 + rest.length > room()) push();
    if (line) line += ' ';
    while (width(line) + rest.length > room()) {
      const take = room() - width(line);
      line += rest.slice(0, take).join('');
      rest = rest.slice(take);
      push();
    }
    line += rest.join('');
  }
  if (line || lines.length === 0) push();
  return lines;
};

export const centre = (text: string): string[] =>
  wrap(text).map((line) => ' '.repeat(Math.floor((RECEIPT_COLUMNS - width(line)) / 2)) + line);

/**
 * `left` wrapped, with `right` right-aligned on its last line (or on a line of
 * its own when the last line has no room for it).
 */
export const leftRight = (left: string, right: string, indent = ''): string[] => {
  const rightWidth = width(right);
  const lines = wrap(left, RECEIPT_COLUMNS - rightWidth - 1, indent);
  const last = lines.pop() ?? '';
  const gap = RECEIPT_COLUMNS - width(last) - rightWidth;
  if (gap >= 1) return [...lines, last + ' '.repeat(gap) + right];
  return [...lines, last, ' '.repeat(Math.max(0, RECEIPT_COLUMNS - rightWidth)) + right];
};

export const rule = (): string => '-'.repeat(RECEIPT_COLUMNS);

import type { PrintDocument } from '@opentill/contract/printing/print-document';

/**
 * An X or Z report already laid out as text (close-day's renderDayReport), under its title
 * printed large. The text starts with the title centred; it is left out rather than
 * printed twice.
 */
export const reportDocument = (title: string, lines: string[]): PrintDocument => {
  const body = lines[0]?.trim() === title.trim() ? lines.slice(1) : lines;
  return {
    lines: [
      { kind: 'text', text: title, align: 'center', large: true, bold: true },
      ...body.map((text) => ({ kind: 'preformatted' as const, text })),
    ],
    cut: true,
  };
};

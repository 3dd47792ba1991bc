import type { ImportProblem } from '@opentill/contract/catalogue/catalogue-import.schemas';

// What each file format is read into before the catalogue is consulted: one draft
// per product, with the problems found in its own cells. A field left undefined
// had no column in the file, so an update leaves it as it is.

export type ChoiceDraft = { label: string; pricePence: number };
export type OptionDraft = { label: string; multiple: boolean; choices: ChoiceDraft[] };

export type ProductDraft = {
  /** The file's rows this product came from (Square and Loyverse: one per variation). */
  rows: number[];
  name: string;
  /** Category names from the top, e.g. ['Hot drinks', 'Coffee']; [] is the top level. */
  categoryPath: string[];
  /** null when the price cell has an error. */
  pricePence: number | null;
  /** Square's and Loyverse's variable-price items: the till asks the price. */
  hasVariablePrice?: boolean;
  /** Eaten in. */
  vatRateBasisPoints?: number | null;
  /** Taken away (issue 16); a file that has no such rate gives the eat-in one. */
  vatRateTakeawayBasisPoints?: number | null;
  options?: OptionDraft[];
  stock?: number | null;
  attributeLabels?: string[];
  description?: string;
  errors: ImportProblem[];
};

export type CsvRow = { row: number; cells: string[] };

/** Header names compared without case or surrounding spaces. */
export const normaliseHeader = (name: string): string => name.trim().toLowerCase();

/** The index of the first column named one of `names`, or -1. */
export const columnIndex = (header: readonly string[], ...names: string[]): number => {
  const wanted = names.map(normaliseHeader);
  return header.findIndex((h) => wanted.includes(normaliseHeader(h)));
};

/** The trimmed cell, or '' when the row is short. */
export const cellAt = (row: CsvRow, index: number): string =>
  index < 0 ? '' : (row.cells[index] ?? '').trim();

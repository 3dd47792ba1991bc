/** A product as the wire carries it (snake_case), for catalogue tests. */
export type WireProduct = {
  id: string;
  name: string;
  parent_category_id: string | null;
  position: number;
  options: {
    id: string;
    label: string;
    multiple: boolean;
    option_choices: { id: string; label: string; price: number }[];
  }[];
  [key: string]: unknown;
};

export const positionsOf = (rows: readonly { position: number }[]) => rows.map((r) => r.position);

/** 0..n-1: the only positions a dense sibling list may hold. */
export const dense = (n: number) => Array.from({ length: n }, (_, i) => i);

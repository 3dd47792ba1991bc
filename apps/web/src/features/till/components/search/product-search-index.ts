/** A screenful of tiles on the largest till; more matches say "keep typing" instead. */
export const SEARCH_RESULT_LIMIT = 60;

/** What the index reads of a product: its name (the same on the wire and in the app). */
export type Named = { name: string };

type Entry<T extends Named> = { product: T; words: readonly string[]; folded: string };

/** Every product once, in name order, with its name folded and cut into words. */
export type ProductSearchIndex<T extends Named> = { entries: readonly Entry<T>[] };

export type ProductSearchResult<T extends Named> = {
  /** The best matches first, at most SEARCH_RESULT_LIMIT. */
  products: readonly T[];
  /** How many products match in all. */
  total: number;
};

/**
 * 'Crème Brûlée' → 'creme brulee', 'Baker’s' → 'bakers': what a cashier types on a
 * keyboard without accents finds what the menu spells with them.
 */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/['’‘`]/g, '');

const wordsOf = (folded: string): string[] =>
  folded.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');

const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

/** Built once per catalogue answer, so a keystroke only compares prepared strings. */
export const buildProductSearchIndex = <T extends Named>(
  products: readonly T[],
): ProductSearchIndex<T> => ({
  entries: products
    .map((product) => {
      const folded = foldForSearch(product.name);
      return { product, folded, words: wordsOf(folded) };
    })
    .sort((a, b) => collator.compare(a.folded, b.folded)),
});

/**
 * The products whose name has a word starting with each word typed, in any order:
 * "flat" and "whi" find Flat White, "oat" finds Oat Latte and Oatmeal Cookie but
 * not Goat's Cheese (a word's middle is not a match, or two letters would find
 * half the menu). Best first: more words typed in full ("oat" is Oat Latte's
 * whole word, only Oatmeal's start), then names that begin with what was typed,
 * then by name. One pass over the index, ranks bucketed rather than sorted.
 */
export const searchProducts = <T extends Named>(
  index: ProductSearchIndex<T>,
  query: string,
  limit = SEARCH_RESULT_LIMIT,
): ProductSearchResult<T> => {
  const folded = foldForSearch(query).trim();
  const terms = wordsOf(folded);
  if (terms.length === 0) return { products: [], total: 0 };
  const buckets: T[][] = Array.from({ length: terms.length * 2 + 2 }, () => []);
  let total = 0;
  for (const entry of index.entries) {
    let wholeWords = 0;
    let isMatch = true;
    for (const term of terms) {
      let best = 0;
      for (const word of entry.words) {
        if (word === term) {
          best = 2;
          break;
        }
        if (best === 0 && word.startsWith(term)) best = 1;
      }
      if (best === 0) {
        isMatch = false;
        break;
      }
      if (best === 2) wholeWords++;
    }
    if (!isMatch) continue;
    total++;
    const rank = (terms.length - wholeWords) * 2 + (entry.folded.startsWith(folded) ? 0 : 1);
    const bucket = buckets[rank];
    if (bucket !== undefined && bucket.length < limit) bucket.push(entry.product);
  }
  return { products: buckets.flat().slice(0, limit), total };
};

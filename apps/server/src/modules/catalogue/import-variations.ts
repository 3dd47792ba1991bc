import { readCategoryPath, readPrice, readStock, type CellResult } from './csv-cells.js';
import type { OptionDraft, ProductDraft } from './import-draft.js';
import { checkDescription, checkName, problemsOf } from './import-opentill.js';

// Square and Loyverse give one row per variation ("Latte", Small and Large). How they
// become OpenTill products:
// - one variation: one product, as it is;
// - variations along one option (Size: Small, Large): one product priced at the
//   cheapest, asking a single-choice option set whose choices add the difference. One
//   tile on the till, the way a café sells a latte;
// - variations along two or three options (Size and Milk): a choice price cannot say
//   what each combination costs, so each variation is its own product, named
//   "Latte (Large, Oat)".

export type Variation = {
  row: number;
  /** The variation's name, e.g. "Large" or "Large, Oat". */
  label: string;
  /** Option name → value, in the file's order, e.g. [['Size', 'Large']]. */
  options: [string, string][];
  price: string;
  /** undefined: the file has no stock column (or the item's stock is not tracked). */
  stock?: string;
};

export type VariationGroup = {
  firstRow: number;
  name: string;
  category: string;
  description?: string;
  vatRateBasisPoints?: number | null;
  variations: Variation[];
};

export type VariationColumns = {
  name: string;
  category: string;
  price: string;
  stock: string;
  description: string;
  variation: string;
};

/** The name a single choice-set gets when the file names no option, as Square calls it. */
export const DEFAULT_VARIATION_LABEL = 'Variation';

// Square writes quantities such as "12.000"; only whole units can be counted here.
const wholeQuantity = (text: string) => text.trim().replace(/^(-?\d+)\.0*$/, '$1');

const readVariationStock = (stock: string | undefined): CellResult<number | null> | undefined =>
  stock === undefined ? undefined : readStock(wholeQuantity(stock));

const base = (group: VariationGroup, columns: VariationColumns) => {
  const p = problemsOf(group.firstRow);
  checkName(group.name, p.add, columns.name);
  if (group.description !== undefined)
    checkDescription(group.description, p.add, columns.description);
  const categoryPath = p.take(columns.category, readCategoryPath(group.category)) ?? [];
  return { p, categoryPath };
};

const withCommon = (group: VariationGroup) => ({
  ...(group.description === undefined ? {} : { description: group.description }),
  // Square and Loyverse know one tax rate: it is charged eaten in and taken away alike.
  ...(group.vatRateBasisPoints === undefined
    ? {}
    : {
        vatRateBasisPoints: group.vatRateBasisPoints,
        vatRateTakeawayBasisPoints: group.vatRateBasisPoints,
      }),
});

/** One product per variation: the item alone, or each variation as "Item (Large, Oat)". */
const separateProducts = (group: VariationGroup, columns: VariationColumns): ProductDraft[] =>
  group.variations.map((variation) => {
    const { p, categoryPath } = base(group, columns);
    const vp = problemsOf(variation.row);
    const isVariable = variation.price.trim() === '';
    const price = isVariable ? 0 : (vp.take(columns.price, readPrice(variation.price)) ?? null);
    const stock = readVariationStock(variation.stock);
    const stockValue = stock === undefined ? undefined : vp.take(columns.stock, stock);
    const suffix = group.variations.length > 1 ? ` (${variation.label})` : '';
    const name = `${group.name}${suffix}`;
    if (suffix !== '' && name.length > 64)
      vp.add(columns.variation, `${name} is too long a product name (maximum 64 characters).`);
    return {
      rows: [variation.row],
      name,
      categoryPath,
      pricePence: price,
      ...(isVariable ? { hasVariablePrice: true } : {}),
      ...(stock === undefined ? {} : { stock: stockValue ?? null }),
      ...withCommon(group),
      // The item's own problems show on each of its products; the preview lists each once.
      errors: [...p.errors, ...vp.errors],
    };
  });

/** One product asking one option set whose choices are the variations. */
const variationsAsChoices = (group: VariationGroup, columns: VariationColumns): ProductDraft => {
  const { p, categoryPath } = base(group, columns);
  const priced: { label: string; pence: number }[] = [];
  let stockTotal: number | null = 0;
  let hasStockColumn = false;
  for (const variation of group.variations) {
    const vp = problemsOf(variation.row);
    if (variation.price.trim() === '')
      vp.add(columns.price, 'Give each variation a price: a variable price cannot be a choice.');
    const price = vp.take(columns.price, readPrice(variation.price));
    const label = variation.options[0]?.[1] ?? variation.label;
    if (label === '') vp.add(columns.variation, 'Give each variation a name.');
    if (price !== undefined && label !== '') priced.push({ label, pence: price });
    const stock = readVariationStock(variation.stock);
    if (stock !== undefined) {
      hasStockColumn = true;
      const value = vp.take(columns.stock, stock);
      stockTotal =
        value === undefined || value === null || stockTotal === null ? null : stockTotal + value;
    }
    p.errors.push(...vp.errors);
  }
  const labels = priced.map((c) => c.label.toLowerCase());
  if (new Set(labels).size !== labels.length)
    p.add(columns.variation, `${group.name} has two variations with the same name.`);
  const cheapest = priced.length === 0 ? 0 : Math.min(...priced.map((c) => c.pence));
  const optionName = group.variations[0]?.options[0]?.[0] ?? '';
  const option: OptionDraft = {
    label: optionName === '' ? DEFAULT_VARIATION_LABEL : optionName,
    multiple: false,
    choices: priced.map((c) => ({ label: c.label, pricePence: c.pence - cheapest })),
  };
  return {
    rows: group.variations.map((v) => v.row),
    name: group.name,
    categoryPath,
    pricePence: priced.length === group.variations.length ? cheapest : null,
    options: [option],
    ...(hasStockColumn ? { stock: stockTotal } : {}),
    ...withCommon(group),
    errors: p.errors,
  };
};

/** The option names a group's variations use, e.g. ['Size'] or ['Size', 'Milk']. */
const optionDimensions = (group: VariationGroup): number =>
  Math.max(1, ...group.variations.map((v) => v.options.filter(([, value]) => value !== '').length));

export const draftsFromGroup = (
  group: VariationGroup,
  columns: VariationColumns,
): ProductDraft[] =>
  group.variations.length > 1 && optionDimensions(group) === 1
    ? [variationsAsChoices(group, columns)]
    : separateProducts(group, columns);

/** "Tax - VAT (20%)" with Y in the row → 2000; undefined when the file says nothing. */
export const vatFromTaxColumns = (
  header: readonly string[],
  cells: readonly string[],
): number | null | undefined => {
  let found: number | null | undefined;
  header.forEach((name, index) => {
    if (!/^tax\b/i.test(name.trim())) return;
    const isApplied = /^(y|yes|true)$/i.test((cells[index] ?? '').trim());
    const rate = /(\d{1,3}(?:\.\d{1,2})?)\s*%/.exec(name);
    if (isApplied && rate?.[1] && found === undefined) {
      const [whole, fraction = ''] = rate[1].split('.');
      found = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    }
  });
  return found;
};

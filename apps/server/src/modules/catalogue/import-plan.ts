import type {
  ImportItem,
  ImportPreview,
  ImportProblem,
  ImportFormat,
} from '@opentill/contract/catalogue/catalogue-import.schemas';
import { describeOption, formatCategoryPath } from './csv-cells.js';
import type { OptionDraft, ProductDraft } from './import-draft.js';

// Matches the file's products against the merchant's catalogue, without writing:
// the preview shows this plan, and the import recomputes it under the catalogue lock.

export type CategoryNode = { id: string; name: string; parentCategoryId: string | null };
export type ProductNode = {
  id: string;
  name: string;
  parentCategoryId: string | null;
  position: number;
};
export type OptionSetNode = OptionDraft & { id: string };
export type AttributeNode = { id: string; name: string; shortLabel: string };

export type CatalogueState = {
  categories: CategoryNode[];
  products: ProductNode[];
  optionSets: OptionSetNode[];
  attributes: AttributeNode[];
};

export type PlannedProduct = {
  draft: ProductDraft;
  /** The product to update, or null for a new one. */
  productId: string | null;
  /** Absent when the file has no attributes column. */
  attributeIds?: string[];
};

export type ImportPlan = {
  format: ImportFormat;
  planned: PlannedProduct[];
  items: ImportItem[];
  errors: ImportProblem[];
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The id of the category at `path`, or null when some part of it does not exist yet. */
export const findCategory = (
  categories: readonly CategoryNode[],
  path: readonly string[],
): { id: string | null; isNew: boolean } => {
  let parentId: string | null = null;
  for (const name of path) {
    const found = categories.find((c) => c.parentCategoryId === parentId && same(c.name, name));
    if (!found) return { id: null, isNew: true };
    parentId = found.id;
  }
  return { id: parentId, isNew: false };
};

/** The live product of that name in that category; the first on the till when two share it. */
const findProduct = (state: CatalogueState, categoryId: string | null, name: string) =>
  state.products
    .filter((p) => p.parentCategoryId === categoryId && same(p.name, name))
    .sort((a, b) => a.position - b.position)[0];

const attributeIdsOf = (state: CatalogueState, draft: ProductDraft, column: string) => {
  if (draft.attributeLabels === undefined) return undefined;
  const ids: string[] = [];
  for (const label of draft.attributeLabels) {
    const found = state.attributes.find((a) => same(a.shortLabel, label) || same(a.name, label));
    if (found) {
      if (!ids.includes(found.id)) ids.push(found.id);
    } else
      draft.errors.push({
        row: draft.rows[0] ?? 0,
        column,
        message:
          state.attributes.length === 0
            ? `There is no attribute ${label}. Add attributes in Settings first, or leave this empty.`
            : `There is no attribute ${label}. Use ${state.attributes.map((a) => a.shortLabel).join(', ')}.`,
      });
  }
  return ids;
};

const byRowThenColumn = (a: ImportProblem, b: ImportProblem) =>
  a.row - b.row || a.column.localeCompare(b.column);

export const planImport = (
  state: CatalogueState,
  format: ImportFormat,
  drafts: readonly ProductDraft[],
): ImportPlan => {
  const planned = drafts.map((draft): PlannedProduct => {
    const category = findCategory(state.categories, draft.categoryPath);
    const existing = category.isNew ? undefined : findProduct(state, category.id, draft.name);
    const attributeIds = attributeIdsOf(state, draft, 'Attributes');
    return {
      draft,
      productId: existing?.id ?? null,
      ...(attributeIds === undefined ? {} : { attributeIds }),
    };
  });
  const items = planned.map(({ draft, productId }): ImportItem => ({
    rows: draft.rows,
    name: draft.name,
    category: formatCategoryPath(draft.categoryPath),
    price: draft.pricePence,
    options: (draft.options ?? []).map(describeOption),
    status: draft.errors.length > 0 ? 'error' : productId === null ? 'new' : 'updated',
    errors: [...draft.errors].sort(byRowThenColumn),
  }));
  // A Square item's own problem shows on each product made from it: list it once.
  const seen = new Set<string>();
  const errors = items
    .flatMap((item) => item.errors)
    .filter((e) => {
      const key = `${e.row}\n${e.column}\n${e.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort(byRowThenColumn);
  return { format, planned, items, errors };
};

export const toPreview = (plan: ImportPlan): ImportPreview => ({
  format: plan.format,
  items: plan.items,
  errors: plan.errors,
  counts: {
    new: plan.items.filter((i) => i.status === 'new').length,
    updated: plan.items.filter((i) => i.status === 'updated').length,
    errors: plan.items.filter((i) => i.status === 'error').length,
  },
});

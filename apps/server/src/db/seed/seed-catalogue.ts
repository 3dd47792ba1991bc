import type { Db } from '@/db/client.js';
import {
  attributes,
  categories,
  optionChoices,
  optionSets,
  productAttributes,
  productOptionSets,
  products,
  quickTillPositions,
} from '@/db/schema/index.js';
import { insertInBatches } from './batch-insert.js';
import type {
  CatalogueDef,
  CategoryDef,
  OptionDef,
  ProductDef,
  SeedOption,
  SeedProduct,
} from './catalogue-types.js';
import type { IdFactory } from './prng.js';

type CatalogueRows = {
  categories: (typeof categories.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  optionSets: (typeof optionSets.$inferInsert)[];
  choices: (typeof optionChoices.$inferInsert)[];
  productOptionSets: (typeof productOptionSets.$inferInsert)[];
  /** One set per option written in the data files: products that name the same one share it. */
  setByDef: Map<OptionDef, SeedOption>;
  productAttributes: (typeof productAttributes.$inferInsert)[];
  seeded: SeedProduct[];
};

const basisPointsOf = (percent: number | null) =>
  percent === null ? null : Math.round(percent * 100);

const toSeedProduct = (def: ProductDef, id: string, category: { id: string; name: string }) => ({
  id,
  name: def.name,
  description: def.description ?? '',
  measure: def.measure ?? '',
  categoryId: category.id,
  categoryName: category.name,
  pricePence: def.pricePence,
  hasVariablePrice: def.variablePrice ?? false,
  quickTill: def.quickTill ?? false,
  vatRateBasisPoints: basisPointsOf(def.vat),
  vatRateTakeawayBasisPoints: basisPointsOf(
    def.vatTakeaway === undefined ? def.vat : def.vatTakeaway,
  ),
  weight: def.weight ?? 1,
  stock: def.stock?.[0] ?? null,
  lowStockThreshold: def.stock?.[1] ?? null,
  allergens: def.allergens ?? {},
  options: [],
});

const addOptionSet = (
  rows: CatalogueRows,
  ctx: { clientId: string; newId: IdFactory; createdAt: Date },
  def: OptionDef,
): SeedOption => {
  const set: SeedOption = {
    id: ctx.newId(),
    label: def.label,
    multiple: def.multiple,
    choices: def.choices.map(([label, pricePence]) => ({
      id: ctx.newId(),
      label,
      pricePence,
      allergens: def.allergens?.[label] ?? {},
    })),
  };
  const { choices, ...columns } = set;
  rows.optionSets.push({
    ...columns,
    clientId: ctx.clientId,
    createdAt: ctx.createdAt,
    updatedAt: ctx.createdAt,
  });
  choices.forEach((choice, position) =>
    rows.choices.push({
      ...choice,
      clientId: ctx.clientId,
      optionSetId: set.id,
      position,
    }),
  );
  rows.setByDef.set(def, set);
  return set;
};

const addProduct = (
  rows: CatalogueRows,
  ctx: { clientId: string; newId: IdFactory; createdAt: Date; attributeIds: Map<string, string> },
  def: ProductDef,
  position: number,
  category: { id: string; name: string },
) => {
  const seed: SeedProduct = toSeedProduct(def, ctx.newId(), category);
  const {
    id,
    options: _options,
    weight: _weight,
    categoryId,
    categoryName: _name,
    ...columns
  } = seed;
  rows.products.push({
    ...columns,
    id,
    clientId: ctx.clientId,
    parentCategoryId: categoryId,
    position,
    createdAt: ctx.createdAt,
    updatedAt: ctx.createdAt,
  });
  (def.options ?? []).forEach((optionDef, position) => {
    const set = rows.setByDef.get(optionDef) ?? addOptionSet(rows, ctx, optionDef);
    rows.productOptionSets.push({
      clientId: ctx.clientId,
      productId: id,
      optionSetId: set.id,
      position,
    });
    seed.options.push(set);
  });
  for (const label of def.attributes ?? []) {
    const attributeId = ctx.attributeIds.get(label);
    if (!attributeId) throw new Error(`Unknown attribute ${label} on ${def.name}`);
    rows.productAttributes.push({ clientId: ctx.clientId, productId: id, attributeId });
  }
  rows.seeded.push(seed);
};

/**
 * Inserts a demo catalogue (categories, products, shared option sets, attributes, quick
 * till) and returns its products.
 */
export const seedCatalogue = async (
  db: Db,
  clientId: string,
  def: CatalogueDef,
  { newId, createdAt }: { newId: IdFactory; createdAt: Date },
): Promise<SeedProduct[]> => {
  const attributeRows = def.attributes.map((a) => ({ ...a, id: newId(), clientId, createdAt }));
  const ctx = {
    clientId,
    newId,
    createdAt,
    attributeIds: new Map(attributeRows.map((a) => [a.shortLabel, a.id])),
  };
  const rows: CatalogueRows = {
    categories: [],
    products: [],
    optionSets: [],
    choices: [],
    productOptionSets: [],
    setByDef: new Map(),
    productAttributes: [],
    seeded: [],
  };
  const walk = (defs: readonly CategoryDef[], parentCategoryId: string | null) =>
    defs.forEach((category, position) => {
      const id = newId();
      const { slug, name, colour: backgroundColour } = category;
      rows.categories.push({
        id,
        clientId,
        slug,
        name,
        backgroundColour,
        parentCategoryId,
        position,
        createdAt,
      });
      (category.products ?? []).forEach((p, index) =>
        addProduct(rows, ctx, p, index, { id, name }),
      );
      walk(category.children ?? [], id);
    });
  walk(def.categories, null);

  // Parents come before children in the list, and PostgreSQL checks the
  // self-reference at the end of each statement, so one insert is enough.
  await insertInBatches(db, categories, rows.categories);
  await insertInBatches(db, products, rows.products);
  await insertInBatches(db, optionSets, rows.optionSets);
  await insertInBatches(db, optionChoices, rows.choices);
  await insertInBatches(db, productOptionSets, rows.productOptionSets);
  if (attributeRows.length > 0) await db.insert(attributes).values(attributeRows);
  await insertInBatches(db, productAttributes, rows.productAttributes);
  const positions = def.quickTillPositions.map((name, positionId) => {
    const product = rows.seeded.find((p) => p.name === name);
    if (!product) throw new Error(`Quick-till product ${name} is not in the catalogue`);
    return { clientId, positionId, productId: product.id, updatedAt: createdAt };
  });
  if (positions.length > 0) await db.insert(quickTillPositions).values(positions);
  return rows.seeded;
};

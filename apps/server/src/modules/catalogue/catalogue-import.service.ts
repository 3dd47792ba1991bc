import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  catalogueImportMessages as msg,
  type ImportPreview,
  type ImportResult,
} from '@opentill/contract/catalogue/catalogue-import.schemas';
import { DEFAULT_TILE_COLOUR } from '@opentill/contract/catalogue/colour';
import type { Db } from '@/db/client.js';
import {
  attributes,
  categories,
  optionChoices,
  optionSets,
  productAttributes,
  productOptionSets,
  products,
} from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { recordAudit, type AuditActor } from '@/modules/audit/audit.service.js';
import { liveCategories } from './category.service.js';
import type { OptionDraft } from './import-draft.js';
import { readCatalogueFile } from './import-formats.js';
import { planImport, toPreview, type CatalogueState } from './import-plan.js';
import { groupBy } from './product-view.js';
import { lockCatalogue } from './sibling-order.js';
import { firstFreeSlug, slugify } from './slug.js';

/** The merchant's catalogue as the import matches against it. */
const loadState = async (
  db: Db,
  clientId: string,
): Promise<CatalogueState & { slugs: Set<string> }> => {
  // One after another: inside the import's transaction they share one connection.
  const categoryRows = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      parentCategoryId: categories.parentCategoryId,
    })
    .from(categories)
    .where(liveCategories(clientId));
  const productRows = await db
    .select({
      id: products.id,
      name: products.name,
      parentCategoryId: products.parentCategoryId,
      position: products.position,
    })
    .from(products)
    .where(and(eq(products.clientId, clientId), isNull(products.deletedAt)));
  const setRows = await db
    .select({ id: optionSets.id, label: optionSets.label, multiple: optionSets.multiple })
    .from(optionSets)
    .where(eq(optionSets.clientId, clientId))
    .orderBy(asc(optionSets.createdAt), asc(optionSets.id));
  const choiceRows = await db
    .select({
      optionSetId: optionChoices.optionSetId,
      label: optionChoices.label,
      pricePence: optionChoices.pricePence,
    })
    .from(optionChoices)
    .where(eq(optionChoices.clientId, clientId))
    .orderBy(asc(optionChoices.position), asc(optionChoices.id));
  const attributeRows = await db
    .select({ id: attributes.id, name: attributes.name, shortLabel: attributes.shortLabel })
    .from(attributes)
    .where(eq(attributes.clientId, clientId))
    .orderBy(asc(attributes.shortLabel));
  const choicesBySet = groupBy(choiceRows, (c) => c.optionSetId);
  return {
    categories: categoryRows,
    products: productRows,
    optionSets: setRows.map((s) => ({
      ...s,
      choices: (choicesBySet.get(s.id) ?? []).map(({ label, pricePence }) => ({
        label,
        pricePence,
      })),
    })),
    attributes: attributeRows,
    slugs: new Set(categoryRows.map((c) => c.slug)),
  };
};

/** POST orders/products/import/preview/: what the file would do. Nothing is written. */
export const previewCatalogueImport = async (
  db: Db,
  clientId: string,
  csv: string,
): Promise<ImportPreview> => {
  const { format, drafts } = readCatalogueFile(csv);
  return toPreview(planImport(await loadState(db, clientId), format, drafts));
};

// An options cell reuses a set only when it is the same in every detail: a set is
// shared, so changing it for one row would change it on every product that asks it.
const signatureOf = (set: OptionDraft) =>
  JSON.stringify([set.label, set.multiple, set.choices.map((c) => [c.label, c.pricePence])]);

const INSERT_BATCH = 500;
const inBatches = async <T>(rows: readonly T[], write: (batch: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) await write(rows.slice(i, i + INSERT_BATCH));
};

/**
 * POST orders/products/import/: the whole file in one transaction, or nothing. Missing
 * categories are made; a product with the same name in the same category is updated
 * (so importing a file twice changes nothing the second time); others are added last
 * in their category. Products not in the file are left alone. One audit row.
 */
export const applyCatalogueImport = (
  db: Db,
  clientId: string,
  csv: string,
  actor: AuditActor,
): Promise<ImportResult> => {
  const { format, drafts } = readCatalogueFile(csv);
  return db.transaction(async (tx) => {
    await lockCatalogue(tx, clientId);
    const state = await loadState(tx, clientId);
    const plan = planImport(state, format, drafts);
    const errorCount = plan.errors.length;
    if (errorCount > 0) throw AppError.field('csv', msg.hasErrors(errorCount));

    // The next free position per sibling list, so new tiles go last in file order.
    const nextPosition = new Map<string, number>();
    const bump = (key: string, start: () => number) => {
      const at = nextPosition.get(key) ?? start();
      nextPosition.set(key, at + 1);
      return at;
    };
    const siblingCategories = (parentId: string | null) =>
      state.categories.filter((c) => c.parentCategoryId === parentId).length;
    const siblingProducts = (categoryId: string | null) =>
      state.products.filter((p) => p.parentCategoryId === categoryId).length;

    let categoriesCreated = 0;
    const ensureCategory = async (path: readonly string[]): Promise<string | null> => {
      let parentId: string | null = null;
      for (const name of path) {
        const found = state.categories.find(
          (c) =>
            c.parentCategoryId === parentId && c.name.trim().toLowerCase() === name.toLowerCase(),
        );
        if (found) {
          parentId = found.id;
          continue;
        }
        const slug = firstFreeSlug(slugify(name), state.slugs);
        const position = bump(`cat:${parentId}`, () => siblingCategories(parentId));
        const [row]: { id: string }[] = await tx
          .insert(categories)
          .values({
            clientId,
            slug,
            name,
            parentCategoryId: parentId,
            backgroundColour: DEFAULT_TILE_COLOUR,
            position,
          })
          .returning({ id: categories.id });
        if (!row) throw new Error('category insert returned nothing');
        state.slugs.add(slug);
        state.categories.push({ id: row.id, name, parentCategoryId: parentId });
        categoriesCreated++;
        parentId = row.id;
      }
      return parentId;
    };

    const setBySignature = new Map<string, string>();
    for (const set of [...state.optionSets].reverse()) setBySignature.set(signatureOf(set), set.id);
    let optionSetsCreated = 0;
    const ensureOptionSet = async (set: OptionDraft): Promise<string> => {
      const signature = signatureOf(set);
      const known = setBySignature.get(signature);
      if (known) return known;
      const [row] = await tx
        .insert(optionSets)
        .values({ clientId, label: set.label, multiple: set.multiple })
        .returning({ id: optionSets.id });
      if (!row) throw new Error('option set insert returned nothing');
      await tx.insert(optionChoices).values(
        set.choices.map((c, position) => ({
          clientId,
          optionSetId: row.id,
          label: c.label,
          pricePence: c.pricePence,
          position,
        })),
      );
      setBySignature.set(signature, row.id);
      optionSetsCreated++;
      return row.id;
    };

    const created: (typeof products.$inferInsert)[] = [];
    const optionLinks: (typeof productOptionSets.$inferInsert)[] = [];
    const attributeLinks: (typeof productAttributes.$inferInsert)[] = [];
    const relinkOptions: string[] = [];
    const relinkAttributes: string[] = [];
    let updated = 0;
    for (const { draft, productId, attributeIds } of plan.planned) {
      const categoryId = await ensureCategory(draft.categoryPath);
      const columns = {
        name: draft.name,
        pricePence: draft.pricePence ?? 0,
        hasVariablePrice: draft.hasVariablePrice,
        vatRateBasisPoints: draft.vatRateBasisPoints,
        vatRateTakeawayBasisPoints: draft.vatRateTakeawayBasisPoints,
        stock: draft.stock,
        description: draft.description,
      };
      let id = productId;
      if (id === null) {
        id = crypto.randomUUID();
        const position = bump(`prod:${categoryId}`, () => siblingProducts(categoryId));
        created.push({ ...columns, id, clientId, parentCategoryId: categoryId, position });
      } else {
        await tx
          .update(products)
          .set({ ...columns, updatedAt: new Date() })
          .where(and(eq(products.clientId, clientId), eq(products.id, id)));
        updated++;
      }
      if (draft.options !== undefined) {
        relinkOptions.push(id);
        for (const [position, set] of draft.options.entries())
          optionLinks.push({
            clientId,
            productId: id,
            optionSetId: await ensureOptionSet(set),
            position,
          });
      }
      if (attributeIds !== undefined) {
        relinkAttributes.push(id);
        for (const attributeId of attributeIds)
          attributeLinks.push({ clientId, productId: id, attributeId });
      }
    }
    await inBatches(created, (batch) => tx.insert(products).values(batch));
    await inBatches(relinkOptions, (ids) =>
      tx
        .delete(productOptionSets)
        .where(
          and(eq(productOptionSets.clientId, clientId), inArray(productOptionSets.productId, ids)),
        ),
    );
    await inBatches(optionLinks, (batch) => tx.insert(productOptionSets).values(batch));
    await inBatches(relinkAttributes, (ids) =>
      tx
        .delete(productAttributes)
        .where(
          and(eq(productAttributes.clientId, clientId), inArray(productAttributes.productId, ids)),
        ),
    );
    await inBatches(attributeLinks, (batch) => tx.insert(productAttributes).values(batch));

    const result: ImportResult = {
      format,
      created: created.length,
      updated,
      categoriesCreated,
      optionSetsCreated,
    };
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'catalogue.imported',
      entity: 'catalogue',
      details: { ...result, rows: drafts.reduce((n, d) => n + d.rows.length, 0) },
    });
    return result;
  });
};

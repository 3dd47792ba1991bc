import { and, eq, inArray } from 'drizzle-orm';
import { PRINTING_MESSAGES as m } from '@opentill/contract/printing/printing-api';
import type { PrintRoutes } from '@opentill/contract/printing/stations.schemas';
import type { Db } from '@/db/client.js';
import {
  categories,
  printCategoryRoutes,
  printProductRoutes,
  printStations,
  products,
} from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { isForeignKeyViolation } from '@/db/unique-violation.js';
import { recordAudit, type AuditActor } from '@/modules/audit/audit.service.js';

export const getPrintRoutes = async (db: Db, clientId: string): Promise<PrintRoutes> => {
  const [categoryRows, productRows] = await Promise.all([
    db
      .select({
        categoryId: printCategoryRoutes.categoryId,
        stationId: printCategoryRoutes.stationId,
      })
      .from(printCategoryRoutes)
      .where(eq(printCategoryRoutes.clientId, clientId)),
    db
      .select({ productId: printProductRoutes.productId, stationId: printProductRoutes.stationId })
      .from(printProductRoutes)
      .where(eq(printProductRoutes.clientId, clientId)),
  ]);
  return { categories: categoryRows, products: productRows };
};

const missing = async (
  db: Db,
  table: typeof categories | typeof products,
  clientId: string,
  ids: string[],
): Promise<boolean> => {
  if (ids.length === 0) return false;
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.clientId, clientId), inArray(table.id, ids)));
  return found.length !== new Set(ids).size;
};

/**
 * PUT printing/routes/: replaces every route at once. Each station named must be one of
 * the merchant's order ticket stations: a receipts station never takes order lines.
 */
export const savePrintRoutes = async (
  db: Db,
  clientId: string,
  routes: PrintRoutes,
  actor: AuditActor,
): Promise<PrintRoutes> => {
  const categoryRoutes = routes.categories.flatMap((route) =>
    route.stationId ? [{ categoryId: route.categoryId, stationId: route.stationId }] : [],
  );
  const stationIds = [
    ...new Set([...categoryRoutes, ...routes.products].map((route) => route.stationId)),
  ];
  if (stationIds.length > 0) {
    const kitchen = await db
      .select({ id: printStations.id })
      .from(printStations)
      .where(
        and(
          eq(printStations.clientId, clientId),
          eq(printStations.kind, 'kitchen'),
          inArray(printStations.id, stationIds),
        ),
      );
    if (kitchen.length !== stationIds.length)
      throw AppError.field('categories', m.kitchenStationOnly);
  }
  if (
    await missing(
      db,
      categories,
      clientId,
      categoryRoutes.map((route) => route.categoryId),
    )
  )
    throw AppError.field('categories', 'A category is not one of yours.');
  if (
    await missing(
      db,
      products,
      clientId,
      routes.products.map((route) => route.productId),
    )
  )
    throw AppError.field('products', 'A product is not one of yours.');
  const saving = db.transaction(async (tx) => {
    await tx.delete(printCategoryRoutes).where(eq(printCategoryRoutes.clientId, clientId));
    await tx.delete(printProductRoutes).where(eq(printProductRoutes.clientId, clientId));
    if (categoryRoutes.length > 0)
      await tx
        .insert(printCategoryRoutes)
        .values(categoryRoutes.map((route) => ({ clientId, ...route })))
        .onConflictDoNothing();
    if (routes.products.length > 0)
      await tx
        .insert(printProductRoutes)
        .values(routes.products.map((route) => ({ clientId, ...route })))
        .onConflictDoNothing();
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'printing.routes_changed',
      entity: 'print_routes',
      details: { categories: categoryRoutes.length, products: routes.products.length },
    });
    return getPrintRoutes(tx, clientId);
  });
  return saving.catch((error: unknown) => {
    // A station, category or product deleted between the checks and the save.
    if (isForeignKeyViolation(error))
      throw AppError.field(
        'categories',
        'A station, category or product was just deleted: look again.',
      );
    throw error;
  });
};

import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { printCategoryRoutes, printProductRoutes, printStations } from '@/db/schema/index.js';

export type KitchenStation = {
  id: string;
  name: string;
  printerId: string;
  fallbackPrinterId: string | null;
};

export type StationRouter = {
  stations: ReadonlyMap<string, KitchenStation>;
  /** The station a line prints at: its product's, else its category's, else the default. */
  stationFor(line: { productId: string; categoryId: string | null }): KitchenStation;
};

/**
 * Whether the merchant has a kitchen station, as a column of another statement: an order
 * written where printing is not set up reads it with its insert, and skips the tickets.
 */
export const hasKitchenStationSql = (clientId: string): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${printStations} where ${printStations.clientId} = ${clientId} and ${printStations.kind} = 'kitchen')`;

/**
 * The merchant's kitchen stations and routes, read once for a change's lines; null when
 * the merchant has no kitchen station (printing is not set up), so nothing is queued.
 * An unrouted line goes to the default station, or to the oldest kitchen station when
 * none is marked default: never nowhere.
 */
export const loadStationRouter = async (
  tx: Db,
  clientId: string,
  lines: readonly { productId: string; categoryId: string | null }[],
): Promise<StationRouter | null> => {
  const rows = await tx
    .select({
      id: printStations.id,
      name: printStations.name,
      printerId: printStations.printerId,
      fallbackPrinterId: printStations.fallbackPrinterId,
      isDefault: printStations.isDefault,
    })
    .from(printStations)
    .where(and(eq(printStations.clientId, clientId), eq(printStations.kind, 'kitchen')))
    .orderBy(asc(printStations.createdAt), asc(printStations.id))
    // Held until the order commits: a station deleted meanwhile waits, never fails the sale.
    .for('key share');
  const fallback = rows.find((row) => row.isDefault) ?? rows[0];
  if (!fallback) return null;
  const stations = new Map(rows.map((row) => [row.id, row]));
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const categoryIds = [
    ...new Set(lines.flatMap((line) => (line.categoryId ? [line.categoryId] : []))),
  ];
  const productRoutes =
    productIds.length === 0
      ? []
      : await tx
          .select({ key: printProductRoutes.productId, stationId: printProductRoutes.stationId })
          .from(printProductRoutes)
          .where(
            and(
              eq(printProductRoutes.clientId, clientId),
              inArray(printProductRoutes.productId, productIds),
            ),
          );
  const categoryRoutes =
    categoryIds.length === 0
      ? []
      : await tx
          .select({ key: printCategoryRoutes.categoryId, stationId: printCategoryRoutes.stationId })
          .from(printCategoryRoutes)
          .where(
            and(
              eq(printCategoryRoutes.clientId, clientId),
              inArray(printCategoryRoutes.categoryId, categoryIds),
            ),
          );
  const byProduct = new Map(productRoutes.map((route) => [route.key, route.stationId]));
  const byCategory = new Map(categoryRoutes.map((route) => [route.key, route.stationId]));
  const station = (id: string | undefined) => (id ? stations.get(id) : undefined);
  return {
    stations,
    stationFor: (line) =>
      station(byProduct.get(line.productId)) ??
      station(line.categoryId ? byCategory.get(line.categoryId) : undefined) ??
      fallback,
  };
};

import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { diningTableSchema, menuSchema } from '@opentill/contract/till/till.schemas';
import type { Db } from '@/db/client.js';
import { diningTables, menuCategories, menus, menuTimes } from '@/db/schema/index.js';
import { groupBy } from '@/modules/catalogue/product-view.js';
import { nextMenuStart } from './next-menu-start.js';

type Menu = z.infer<typeof menuSchema>;
type DiningTable = z.infer<typeof diningTableSchema>;

/** GET orders/menus/: every menu with its times, in the merchant's order. */
export const listMenus = async (db: Db, clientId: string): Promise<Menu[]> => {
  const [menuRows, timeRows, categoryRows] = await Promise.all([
    db
      .select()
      .from(menus)
      .where(eq(menus.clientId, clientId))
      .orderBy(asc(menus.position), asc(menus.name)),
    db
      .select()
      .from(menuTimes)
      .where(eq(menuTimes.clientId, clientId))
      .orderBy(asc(menuTimes.weekday), asc(menuTimes.startTime)),
    db
      .select({ menuId: menuCategories.menuId, categoryId: menuCategories.categoryId })
      .from(menuCategories)
      .where(eq(menuCategories.clientId, clientId))
      .orderBy(asc(menuCategories.categoryId)),
  ]);
  const timesByMenu = groupBy(timeRows, (t) => t.menuId);
  const categoriesByMenu = groupBy(categoryRows, (c) => c.menuId);
  return menuRows.map((menu) => ({
    id: menu.id,
    name: menu.name,
    isActive: menu.isActive,
    times: (timesByMenu.get(menu.id) ?? []).map(({ weekday, startTime, endTime }) => ({
      weekday,
      startTime,
      endTime,
    })),
    categoryIds: (categoriesByMenu.get(menu.id) ?? []).map((row) => row.categoryId),
  }));
};

/** GET orders/menus/next-active/: when the next active menu starts, as an ISO instant. */
export const getNextActiveMenuStart = async (
  db: Db,
  client: { id: string; timeZone: string },
  now = new Date(),
): Promise<{ result: string | null }> => {
  const times = await db
    .select({ weekday: menuTimes.weekday, startTime: menuTimes.startTime })
    .from(menuTimes)
    .innerJoin(menus, and(eq(menus.clientId, menuTimes.clientId), eq(menus.id, menuTimes.menuId)))
    .where(and(eq(menuTimes.clientId, client.id), eq(menus.isActive, true)));
  return { result: nextMenuStart(times, now, client.timeZone)?.toISOString() ?? null };
};

/** GET orders/tables/ */
export const listTables = async (db: Db, clientId: string): Promise<DiningTable[]> =>
  db
    .select({ id: diningTables.id, name: diningTables.name, isActive: diningTables.isActive })
    .from(diningTables)
    .where(eq(diningTables.clientId, clientId))
    .orderBy(asc(diningTables.position), asc(diningTables.name));

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { MenuTime } from '@opentill/contract/settings/menus-settings.schemas';
import type { Db } from '@/db/client.js';
import { menuCategories, menus, menuTimes } from '@/db/schema/index.js';
import { groupBy } from '@/modules/catalogue/product-view.js';
import { nextMenuTime } from './next-menu-start.js';

export type MenuEntry = {
  id: string | null;
  name: string;
  isActive: boolean;
  times: MenuTime[];
  categoryIds: string[];
};
export type MenuRow = MenuEntry & { id: string };

/** Every menu in the merchant's order, with its times and the categories it shows. */
export const listMenuRows = async (db: Db, clientId: string): Promise<MenuRow[]> => {
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
      .select()
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
    categoryIds: (categoriesByMenu.get(menu.id) ?? []).map((c) => c.categoryId),
  }));
};

/** The next active menu to start (what GET orders/menus/next-active/ answers), with its name. */
export const nextMenuOf = (
  rows: readonly MenuRow[],
  now: Date,
  timeZone: string,
): { menuId: string; menuName: string; start: string } | null => {
  const times = rows
    .filter((menu) => menu.isActive)
    .flatMap((menu) => menu.times.map((time) => ({ ...time, menu })));
  const next = nextMenuTime(times, now, timeZone);
  if (!next) return null;
  return {
    menuId: next.time.menu.id,
    menuName: next.time.menu.name,
    start: next.start.toISOString(),
  };
};

const writeMenuDetails = async (tx: Db, clientId: string, menuId: string, menu: MenuEntry) => {
  if (menu.times.length > 0)
    await tx.insert(menuTimes).values(menu.times.map((time) => ({ clientId, menuId, ...time })));
  if (menu.categoryIds.length > 0)
    await tx
      .insert(menuCategories)
      .values(menu.categoryIds.map((categoryId) => ({ clientId, menuId, categoryId })));
};

/**
 * Makes the merchant's menus the list: deletes those left out (their times and
 * categories go with them), rewrites each kept menu's name, order, times and categories,
 * and adds the new ones. The caller checked ids and category ids are the merchant's.
 */
export const replaceMenus = async (
  tx: Db,
  clientId: string,
  list: readonly MenuEntry[],
  removedIds: readonly string[],
): Promise<void> => {
  const mine = eq(menus.clientId, clientId);
  if (removedIds.length > 0)
    await tx.delete(menus).where(and(mine, inArray(menus.id, [...removedIds])));
  const keptIds = list.flatMap((menu) => (menu.id === null ? [] : [menu.id]));
  if (keptIds.length > 0) {
    await tx
      .delete(menuTimes)
      .where(and(eq(menuTimes.clientId, clientId), inArray(menuTimes.menuId, keptIds)));
    await tx
      .delete(menuCategories)
      .where(and(eq(menuCategories.clientId, clientId), inArray(menuCategories.menuId, keptIds)));
  }
  for (const [position, menu] of list.entries()) {
    const values = { name: menu.name, isActive: menu.isActive, position };
    let menuId = menu.id;
    if (menuId === null) {
      const [row] = await tx
        .insert(menus)
        .values({ clientId, ...values })
        .returning({ id: menus.id });
      menuId = row?.id ?? null;
    } else
      await tx
        .update(menus)
        .set(values)
        .where(and(mine, eq(menus.id, menuId)));
    if (menuId !== null) await writeMenuDetails(tx, clientId, menuId, menu);
  }
};

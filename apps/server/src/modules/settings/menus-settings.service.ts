import type {
  MenusSettings,
  MenusSettingsResponse,
} from '@opentill/contract/settings/menus-settings.schemas';
import type { Db } from '@/db/client.js';
import { AppError } from '@/http/app-error.js';
import type { AuditActor } from '@/modules/audit/audit.service.js';
import { loadCategoryRows } from '@/modules/catalogue/category.service.js';
import { lockClient } from '@/modules/clients/client-rows.service.js';
import { getClient } from '@/modules/clients/client-settings.service.js';
import { listMenuRows, nextMenuOf, replaceMenus } from '@/modules/menus/menu-list.service.js';
import { auditSettings, changedFields } from './settings-changes.js';

/** The live categories to choose from, named with their parents ('Drinks › Hot'). */
const categoryChoices = async (db: Db, clientId: string) => {
  const rows = await loadCategoryRows(db, clientId);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (id: string, depth = 0): string => {
    const row = byId.get(id);
    if (!row) return '';
    const parent = row.parentCategoryId && depth < 8 ? pathOf(row.parentCategoryId, depth + 1) : '';
    return parent ? `${parent} › ${row.name}` : row.name;
  };
  return rows
    .map((row) => ({ id: row.id, name: pathOf(row.id) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
};

/** GET settings/menus/: the menus, the categories to choose from, and which menu starts next. */
export const getMenusSettings = async (
  db: Db,
  clientId: string,
  now = new Date(),
): Promise<MenusSettingsResponse> => {
  const [client, rows, categories] = await Promise.all([
    getClient(db, clientId),
    listMenuRows(db, clientId),
    categoryChoices(db, clientId),
  ]);
  return { menus: rows, categories, nextStart: nextMenuOf(rows, now, client.timeZone) };
};

/**
 * PUT settings/menus/: the whole list in one transaction. Another merchant's menu is not
 * found (404); a category not among the merchant's live ones is refused on its field.
 */
export const saveMenusSettings = (
  db: Db,
  clientId: string,
  input: MenusSettings,
  actor: AuditActor,
): Promise<MenusSettingsResponse> =>
  db.transaction(async (tx) => {
    await lockClient(tx, clientId);
    const before = await listMenuRows(tx, clientId);
    const known = new Set(before.map((menu) => menu.id));
    if (input.menus.some((menu) => menu.id !== null && !known.has(menu.id)))
      throw AppError.notFound('That menu was not found: reload the page and try again.');
    const categories = new Set((await loadCategoryRows(tx, clientId)).map((row) => row.id));
    const stray = input.menus.findIndex((menu) =>
      menu.categoryIds.some((id) => !categories.has(id)),
    );
    if (stray >= 0)
      throw AppError.field(
        `menus.${stray}.category_ids`,
        'Choose categories from your own list: one of them no longer exists.',
      );
    const keptIds = new Set(input.menus.map((menu) => menu.id));
    await replaceMenus(
      tx,
      clientId,
      input.menus,
      before.filter((menu) => !keptIds.has(menu.id)).map((menu) => menu.id),
    );
    const after = await listMenuRows(tx, clientId);
    await auditSettings(tx, {
      clientId,
      section: 'menus',
      changes: changedFields({ menus: before }, { menus: after }),
      actor,
    });
    return getMenusSettings(tx, clientId);
  });

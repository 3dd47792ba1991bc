import type { Db } from '@/db/client.js';
import { diningTables, menus, menuTimes, slotConfig, tillConfig } from '@/db/schema/index.js';
import type { IdFactory } from './prng.js';

// The floor and till set-up of a demo merchant: tables, till config, menus
// with their times, and booking slots.

export type MenuDef = { name: string; startTime: string; endTime: string };

export const seedVenue = async (
  db: Db,
  clientId: string,
  def: { tableCount: number; menus: readonly MenuDef[]; hasSlots: boolean },
  { newId, createdAt }: { newId: IdFactory; createdAt: Date },
): Promise<{ tables: { id: string; name: string }[] }> => {
  const tables = Array.from({ length: def.tableCount }, (_, index) => ({
    id: newId(),
    clientId,
    name: String(index + 1),
    position: index,
    createdAt,
  }));
  if (tables.length > 0) await db.insert(diningTables).values(tables);
  await db
    .insert(tillConfig)
    .values({ clientId, defaultTillView: 'full_till', updatedAt: createdAt });

  const seeded = def.menus.map((menu, position) => ({
    menu,
    row: { id: newId(), clientId, name: menu.name, position, createdAt },
  }));
  if (seeded.length > 0) await db.insert(menus).values(seeded.map(({ row }) => row));
  // Every menu runs every day of the week (0 = Monday).
  const timeRows = seeded.flatMap(({ menu, row }) =>
    Array.from({ length: 7 }, (_, weekday) => ({
      id: newId(),
      clientId,
      menuId: row.id,
      weekday,
      startTime: menu.startTime,
      endTime: menu.endTime,
    })),
  );
  if (timeRows.length > 0) await db.insert(menuTimes).values(timeRows);

  if (def.hasSlots) {
    await db.insert(slotConfig).values([
      { clientId, deliverTo: 'click_and_collect', capacityPerSlot: 6, updatedAt: createdAt },
      {
        clientId,
        deliverTo: 'home_delivery',
        capacityPerSlot: 4,
        leadTimeMinutes: 45,
        updatedAt: createdAt,
      },
    ]);
  }
  return { tables: tables.map(({ id, name }) => ({ id, name })) };
};

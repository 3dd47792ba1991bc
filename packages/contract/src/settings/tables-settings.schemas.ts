import { z } from 'zod';

export const TABLE_NAME_MAX = 20;
export const MAX_TABLES = 200;

const tableSchema = z.object({
  /** Null for a table added in this save. */
  id: z.uuid({ error: 'This table is not one of yours.' }).nullable(),
  name: z
    .string({ error: 'Enter the table name.' })
    .trim()
    .min(1, 'Enter the table name.')
    .max(TABLE_NAME_MAX, `A table name is at most ${TABLE_NAME_MAX} characters.`),
  isActive: z.boolean({ error: 'Choose on or off.' }),
});

/**
 * PUT settings/tables/: the whole list in the till's order. A table left out is deleted,
 * which the server refuses while it has an open order.
 */
export const tablesSettingsSchema = z
  .object({
    tables: z.array(tableSchema).max(MAX_TABLES, `At most ${MAX_TABLES} tables.`),
  })
  .superRefine((value, ctx) => {
    const names = new Map<string, string>();
    const ids = new Set<string>();
    value.tables.forEach((table, i) => {
      const key = table.name.toLocaleLowerCase('en-GB');
      const first = names.get(key);
      if (first !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['tables', i, 'name'],
          message: `There is already a table called "${first}"; give each table its own name.`,
        });
      else names.set(key, table.name);
      if (table.id !== null) {
        if (ids.has(table.id))
          ctx.addIssue({
            code: 'custom',
            path: ['tables', i, 'id'],
            message: 'A table is listed twice.',
          });
        ids.add(table.id);
      }
    });
  });
export type TablesSettings = z.infer<typeof tablesSettingsSchema>;
export type TablesSettingsInput = z.input<typeof tablesSettingsSchema>;

/** GET settings/tables/: each table with its open orders, which keep it from being deleted. */
export const tablesSettingsResponseSchema = z.object({
  tables: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      isActive: z.boolean(),
      openOrderCount: z.number().int(),
    }),
  ),
});
export type TablesSettingsResponse = z.infer<typeof tablesSettingsResponseSchema>;

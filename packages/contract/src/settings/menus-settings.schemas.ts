import { z } from 'zod';
import { parseHhmm } from '../time/local-date.js';
import { formatPeriod, hhmmSchema, isHhmm, weekdayName, weekdaySchema } from './time-fields.js';

export const MENU_NAME_MAX = 40;
export const MAX_MENUS = 20;
export const MAX_MENU_TIMES = 28;

const menuTimeSchema = z.object({
  weekday: weekdaySchema,
  startTime: hhmmSchema('the start time'),
  endTime: hhmmSchema('the end time'),
});
export type MenuTime = z.infer<typeof menuTimeSchema>;

const menuSchema = z.object({
  /** Null for a menu added in this save. */
  id: z.uuid({ error: 'This menu is not one of yours.' }).nullable(),
  name: z
    .string({ error: 'Enter the menu name.' })
    .trim()
    .min(1, 'Enter the menu name.')
    .max(MENU_NAME_MAX, `A menu name is at most ${MENU_NAME_MAX} characters.`),
  isActive: z.boolean({ error: 'Choose on or off.' }),
  times: z.array(menuTimeSchema).max(MAX_MENU_TIMES, `A menu has at most ${MAX_MENU_TIMES} times.`),
  categoryIds: z.array(z.uuid({ error: 'Choose categories from your own list.' })),
});

/**
 * PUT settings/menus/: every menu, in order, with its times and categories. A menu left
 * out is deleted. Times end after they start on the same day (the till reads them so).
 */
export const menusSettingsSchema = z
  .object({
    menus: z.array(menuSchema).max(MAX_MENUS, `At most ${MAX_MENUS} menus.`),
  })
  .superRefine((value, ctx) => {
    const names = new Map<string, string>();
    value.menus.forEach((menu, i) => {
      const key = menu.name.toLocaleLowerCase('en-GB');
      const first = names.get(key);
      if (first !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['menus', i, 'name'],
          message: `There is already a menu called "${first}"; give each menu its own name.`,
        });
      else names.set(key, menu.name);
      // Times that are not HH:mm already have their message.
      const isValid = (time: MenuTime) => isHhmm(time.startTime) && isHhmm(time.endTime);
      menu.times.forEach((time, j) => {
        if (!isValid(time)) return;
        if (parseHhmm(time.endTime) <= parseHhmm(time.startTime))
          ctx.addIssue({
            code: 'custom',
            path: ['menus', i, 'times', j, 'endTime'],
            message: `${weekdayName(time.weekday)} ends at ${time.endTime}, before it starts: a menu ends the same day (add the next day for after midnight).`,
          });
        const clash = menu.times.find(
          (other, k) =>
            k < j &&
            isValid(other) &&
            other.weekday === time.weekday &&
            parseHhmm(other.startTime) < parseHhmm(time.endTime) &&
            parseHhmm(time.startTime) < parseHhmm(other.endTime),
        );
        if (clash)
          ctx.addIssue({
            code: 'custom',
            path: ['menus', i, 'times', j, 'startTime'],
            message: `${menu.name}'s ${weekdayName(time.weekday)} times overlap: ${formatPeriod(clash.startTime, clash.endTime)} and ${formatPeriod(time.startTime, time.endTime)}.`,
          });
      });
      if (new Set(menu.categoryIds).size !== menu.categoryIds.length)
        ctx.addIssue({
          code: 'custom',
          path: ['menus', i, 'categoryIds'],
          message: 'A category is chosen twice.',
        });
    });
  });
export type MenusSettings = z.infer<typeof menusSettingsSchema>;
export type MenusSettingsInput = z.input<typeof menusSettingsSchema>;

/** GET settings/menus/: the menus, the categories to choose from, and the next menu to start. */
export const menusSettingsResponseSchema = z.object({
  menus: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      isActive: z.boolean(),
      times: z.array(menuTimeSchema),
      categoryIds: z.array(z.string()),
    }),
  ),
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  /** What GET orders/menus/next-active/ answers, with the menu it belongs to. */
  nextStart: z.object({ menuId: z.string(), menuName: z.string(), start: z.string() }).nullable(),
});
export type MenusSettingsResponse = z.infer<typeof menusSettingsResponseSchema>;

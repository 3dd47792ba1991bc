import { parseHhmm, weekdayOf } from '@opentill/contract/time/local-date';
import { wallClockOf } from '@opentill/contract/time/zoned-time';
import type { Menu } from '@/features/till/api/get-menus';
import { formatClockTimeOrWeekday } from '@/ui/zoned-time';

/** The active menus served now, on the merchant's wall clock (weekday 0 = Monday). */
export const menusServingNow = (menus: readonly Menu[], now: Date, timeZone: string): Menu[] => {
  const clock = wallClockOf(now, timeZone);
  const weekday = weekdayOf(clock);
  const minute = clock.hour * 60 + clock.minute;
  return menus.filter(
    (menu) =>
      menu.isActive &&
      menu.times.some(
        (time) =>
          time.weekday === weekday &&
          parseHhmm(time.startTime) <= minute &&
          minute < parseHhmm(time.endTime),
      ),
  );
};

/**
 * The till's top level while menus are served (issue 14, Settings → Menus): only the
 * categories those menus show. A served menu that chose no category shows them all, as
 * does a moment when no menu is served, so a merchant without menus sees no change.
 */
export const topLevelCategoriesServed = <T extends { id: string }>(
  categories: readonly T[],
  menus: readonly Menu[],
  now: Date,
  timeZone: string,
): readonly T[] => {
  const serving = menusServingNow(menus, now, timeZone);
  if (serving.length === 0 || serving.some((menu) => menu.categoryIds.length === 0))
    return categories;
  const shown = new Set(serving.flatMap((menu) => menu.categoryIds));
  return categories.filter((category) => shown.has(category.id));
};

/**
 * The till's menu line (001 §3 "next menu time", "menu times"): the menus served now
 * ('Menu: Breakfast, All Day'), else when the next one starts ('Next menu at 08:00'),
 * else nothing, as for a merchant with no menu times.
 */
export const describeMenuNow = (
  menus: readonly Menu[],
  nextStart: string | null,
  now: Date,
  timeZone: string,
): string | null => {
  const serving = menusServingNow(menus, now, timeZone);
  if (serving.length > 0) return `Menu: ${serving.map((menu) => menu.name).join(', ')}`;
  if (nextStart === null) return null;
  const start = new Date(nextStart);
  if (Number.isNaN(start.getTime())) return null;
  return `Next menu at ${formatClockTimeOrWeekday(start, now, timeZone)}`;
};

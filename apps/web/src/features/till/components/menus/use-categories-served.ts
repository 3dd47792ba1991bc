import { useEffect, useState } from 'react';
import { useSession } from '@/api/get-session';
import { useMenus } from '@/features/till/api/get-menus';
import { topLevelCategoriesServed } from '@/features/till/components/menus/menu-now';

/** A menu starts and ends on the minute; a 30-second clock changes the grid within it. */
const CLOCK_TICK_MS = 30_000;

/**
 * The top level's categories narrowed to the menus served now. Edit mode shows them all:
 * a category outside the current menu must stay reachable to be edited.
 */
export const useCategoriesServed = <T extends { id: string }>(
  categories: readonly T[],
  isApplied: boolean,
): readonly T[] => {
  const timeZone = useSession().client?.timeZone ?? 'Europe/London';
  const menus = useMenus().data;
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!isApplied) return;
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [isApplied]);
  if (!isApplied || menus === undefined) return categories;
  return topLevelCategoriesServed(categories, menus, now, timeZone);
};

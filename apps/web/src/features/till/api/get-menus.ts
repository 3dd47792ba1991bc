import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { menuSchema, nextActiveMenuSchema } from '@opentill/contract/till/till.schemas';
import { api } from '@/api/api-client';

export type Menu = z.infer<typeof menuSchema>;
export type NextActiveMenu = z.infer<typeof nextActiveMenuSchema>;

/** A menu starts or ends on the minute; checking each minute keeps the till's line current. */
const MENU_REFRESH_MS = 60_000;

/** GET orders/menus/ (001 §7): every menu with its weekly times. */
export const getMenus = async (signal?: AbortSignal): Promise<Menu[]> =>
  await api.get<Menu[]>('orders/menus', { signal });

/** GET orders/menus/next-active (001 §7): when the next active menu starts, or null. */
export const getNextActiveMenu = async (signal?: AbortSignal): Promise<NextActiveMenu> =>
  await api.get<NextActiveMenu>('orders/menus/next-active', { signal });

export const menusQueryOptions = () =>
  queryOptions({
    queryKey: ['till', 'menus'],
    queryFn: ({ signal }) => getMenus(signal),
    staleTime: 5 * 60_000,
  });

export const nextActiveMenuQueryOptions = () =>
  queryOptions({
    queryKey: ['till', 'menus', 'next-active'],
    queryFn: ({ signal }) => getNextActiveMenu(signal),
    refetchInterval: MENU_REFRESH_MS,
  });

export const useMenus = () => useQuery(menusQueryOptions());
export const useNextActiveMenu = () => useQuery(nextActiveMenuQueryOptions());

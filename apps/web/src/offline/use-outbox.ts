import { useEffect, useState } from 'react';
import { liveQuery } from 'dexie';
import type { OutboxSale } from '@/offline/outbox-types';
import { listSales } from '@/offline/outbox-store';

/** This merchant's sales still on the till, kept current as each tab changes them. */
export const useOutbox = (merchant: string | null): OutboxSale[] => {
  const [sales, setSales] = useState<OutboxSale[]>([]);
  useEffect(() => {
    if (merchant === null) return undefined;
    const subscription = liveQuery(() => listSales(merchant)).subscribe({
      next: setSales,
      // IndexedDB unavailable (private mode): the till sells online only, with nothing kept.
      error: () => setSales([]),
    });
    return () => subscription.unsubscribe();
  }, [merchant]);
  return merchant === null ? [] : sales;
};

/** Unsent: every sale not yet fully accepted, needing attention or not. */
export const unsentCount = (sales: readonly OutboxSale[]): number => sales.length;

export const oldestWrittenAt = (sales: readonly OutboxSale[]): number | null =>
  sales.reduce<number | null>(
    (oldest, sale) => (oldest === null || sale.writtenAt < oldest ? sale.writtenAt : oldest),
    null,
  );

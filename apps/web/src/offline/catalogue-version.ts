import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/api-client';
import { offlineDb } from '@/offline/offline-db';

const keyOf = (merchant: string) => `catalogueVersion:${merchant}`;

export const readCatalogueVersion = async (merchant: string): Promise<number | null> => {
  const row = await offlineDb()
    .meta.get(keyOf(merchant))
    .catch(() => undefined);
  return typeof row?.value === 'number' ? row.value : null;
};

/**
 * The catalogue version the till prices with (GET orders/catalogue-version/), kept so a
 * sale made offline says which prices it showed. Asked with the till's catalogue.
 */
export const useCatalogueVersion = (merchant: string | null): void => {
  const version = useQuery({
    queryKey: ['catalogue-version', merchant],
    queryFn: ({ signal }) =>
      api.get<{ catalogueVersion: number }>('orders/catalogue-version', { signal, fresh: true }),
    enabled: merchant !== null,
    staleTime: 30_000,
  });
  const value = version.data?.catalogueVersion;
  useEffect(() => {
    if (merchant === null || value === undefined) return;
    void offlineDb()
      .meta.put({ key: keyOf(merchant), value })
      .catch(() => undefined);
  }, [merchant, value]);
};

import Dexie, { type EntityTable } from 'dexie';
import type { OutboxSale } from '@/offline/outbox-types';

/** A small kept value: the device's own uuid, its registration, its sequence counter. */
export type MetaRow = { key: string; value: unknown };

/** A persisted TanStack Query cache, as the async-storage persister writes it. */
export type CacheRow = { key: string; value: string };

/**
 * The till's own database (IndexedDB through Dexie): the outbox of sales, a few kept
 * values, and the data a till needs to open and sell with no server.
 */
export class OfflineDb extends Dexie {
  sales!: EntityTable<OutboxSale, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;
  cache!: EntityTable<CacheRow, 'key'>;

  constructor(name = 'opentill-offline') {
    super(name);
    this.version(1).stores({
      sales: 'id, merchant, state, writtenAt',
      meta: 'key',
      cache: 'key',
    });
  }
}

let db: OfflineDb | null = null;

/** The one database of this page, opened on first use. */
export const offlineDb = (): OfflineDb => {
  db ??= new OfflineDb();
  return db;
};

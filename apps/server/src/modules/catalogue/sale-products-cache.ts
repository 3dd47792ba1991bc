import type { Db } from '@/db/client.js';
import { findSaleProducts, type SaleProduct } from './sale-products.service.js';

/** Merchants whose products a process keeps; the least recently used goes first. */
const MERCHANTS_KEPT = 500;

type Kept = { version: number; products: Map<string, SaleProduct> };

/**
 * The products an order is priced from, kept per merchant at its catalogue version (issue
 * 18): every catalogue write bumps the version in its transaction (lockCatalogue), and the
 * request read the version with its session, so a product kept at that version is as it is
 * in the database. Only what a request asks for is read, once per version. A product's
 * `stock` is as first read: pricing never uses it (the order's insert takes stock under
 * the row lock), so stock changes, which are not catalogue writes, cannot mislead it.
 */
export const createSaleProductsCache = () => {
  const byMerchant = new Map<string, Kept>();

  const keptAt = (clientId: string, version: number): Kept => {
    const kept = byMerchant.get(clientId);
    byMerchant.delete(clientId);
    // An older request filling after a newer one must not put the older version back.
    const fresh = kept && kept.version >= version ? kept : { version, products: new Map() };
    byMerchant.set(clientId, fresh);
    if (byMerchant.size > MERCHANTS_KEPT) {
      const [oldest] = byMerchant.keys();
      if (oldest !== undefined) byMerchant.delete(oldest);
    }
    return fresh;
  };

  return {
    /**
     * findSaleProducts, from what is kept at `version` where it can be; `version` null
     * (not read with the request) always reads the database.
     */
    async find(
      db: Db,
      clientId: string,
      ids: readonly string[],
      version: number | null,
    ): Promise<Map<string, SaleProduct>> {
      if (version === null) return findSaleProducts(db, clientId, ids);
      const kept = keptAt(clientId, version);
      // A request that began before the newest catalogue write reads the database.
      if (kept.version !== version) return findSaleProducts(db, clientId, ids);
      const missing = ids.filter((id) => !kept.products.has(id));
      if (missing.length > 0)
        for (const [id, product] of await findSaleProducts(db, clientId, missing))
          kept.products.set(id, product);
      const found = new Map<string, SaleProduct>();
      for (const id of ids) {
        const product = kept.products.get(id);
        if (product) found.set(id, product);
      }
      return found;
    },
  };
};

/** This process's one cache: pricing reads through it. */
export const saleProductsCache = createSaleProductsCache();

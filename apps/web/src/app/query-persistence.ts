import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { offlineDb } from '@/offline/offline-db';

/**
 * What a till needs to open and sell with no server (issue 15): the catalogue, favourites
 * and quick till, cashiers, till config, menus and attributes, tables, the catalogue
 * version. Orders, counts and reports are not kept: they are only right when fresh.
 */
const KEPT_QUERIES: ReadonlySet<string> = new Set([
  'catalogue',
  'quick-till',
  'cashiers',
  'till',
  'till-config',
  'checkout-tables',
  'catalogue-version',
]);

const KEY = 'till-data';
/** A week: a till closed over a long weekend still opens on Tuesday with no server. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Changed when what is kept changes shape, so an old copy is dropped rather than misread. */
const BUSTER = 'issue-15-v1';
/**
 * Saves at most this often (a busy till's data changes on every sale), and always when
 * the page is hidden or closed, so a reload soon after an edit reopens with it.
 */
const SAVE_EVERY_MS = 1000;

type Kept = { buster: string; savedAt: number; state: DehydratedState };

const isKept = (value: unknown): value is Kept =>
  typeof value === 'object' &&
  value !== null &&
  (value as Kept).buster === BUSTER &&
  typeof (value as Kept).savedAt === 'number';

const restore = async (queryClient: QueryClient): Promise<void> => {
  const row = await offlineDb().cache.get(KEY);
  if (row === undefined) return;
  const kept: unknown = JSON.parse(row.value);
  if (!isKept(kept) || Date.now() - kept.savedAt > MAX_AGE_MS) return;
  hydrate(queryClient, kept.state);
  // A kept answer is what the till falls back on, not the truth: each is asked again when
  // next used (the server may have moved on since, e.g. another cashier signed in).
  await queryClient.invalidateQueries({
    predicate: (query) => KEPT_QUERIES.has(String(query.queryKey[0])),
    refetchType: 'none',
  });
};

const save = async (queryClient: QueryClient): Promise<void> => {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && KEPT_QUERIES.has(String(query.queryKey[0])),
  });
  const kept: Kept = { buster: BUSTER, savedAt: Date.now(), state };
  await offlineDb().cache.put({ key: KEY, value: JSON.stringify(kept) });
};

/**
 * Puts the till's kept data back into the cache, then keeps it in IndexedDB as it changes.
 * Resolves once restored (or when nothing could be), so the first screen has it.
 */
export const persistTillData = async (queryClient: QueryClient): Promise<void> => {
  await restore(queryClient).catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const saveNow = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    void save(queryClient).catch(() => undefined);
  };
  queryClient.getQueryCache().subscribe((event) => {
    // Only new answers change what is kept; a query starting or stopping a fetch does not.
    const isNewData =
      (event.type === 'updated' && event.action.type === 'success') || event.type === 'removed';
    if (!isNewData || !KEPT_QUERIES.has(String(event.query.queryKey[0]))) return;
    timer ??= setTimeout(saveNow, SAVE_EVERY_MS);
  });
  // A page closed or reloaded within the wait still keeps what it last had.
  const flush = () => {
    if (timer !== null) saveNow();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
};

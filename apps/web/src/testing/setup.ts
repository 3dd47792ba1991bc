// Also named in vitest.config.ts; imported here so TypeScript sees the matcher types.
import '@testing-library/jest-dom/vitest';
// Every browser the app runs in has IndexedDB (the till's outbox, issue 15); jsdom has none.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type * as EventStreamModule from '@/api/event-stream';
import { clearResponseCache } from '@/api/api-client';
import { resetCartStores } from '@/features/till/cart/cart-store';
import { setEditMode } from '@/features/till/hooks/use-edit-mode';

// Component tests have no server to stream from: the tab's stream stays off, so screens
// poll as they do whenever it is down. Stream tests build their own with a fake source.
vi.mock('@/api/event-stream', async (importOriginal) => {
  const actual = await importOriginal<typeof EventStreamModule>();
  return {
    ...actual,
    eventStream: { ...actual.createEventStream(), start: () => () => undefined },
  };
});

// CI runs these beside the API suite on two cores, where an MUI dialog can take over a
// second to appear: findBy and waitFor wait longer than their 1 s default before failing.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Module state the till keeps for the page's life: each test starts afresh.
  resetCartStores();
  setEditMode(false);
  clearResponseCache();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

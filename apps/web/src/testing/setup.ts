// Also named in vitest.config.ts; imported here so TypeScript sees the matcher types.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearResponseCache } from '@/api/api-client';
import { resetCartStores } from '@/features/till/cart/cart-store';
import { setEditMode } from '@/features/till/hooks/use-edit-mode';

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

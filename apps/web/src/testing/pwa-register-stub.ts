/** Stands in for `virtual:pwa-register/react` in component tests: no update is ever waiting. */
export const useRegisterSW = () => ({
  needRefresh: [false, () => undefined] as const,
  offlineReady: [false, () => undefined] as const,
  updateServiceWorker: async () => undefined,
});

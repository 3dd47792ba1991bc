import { vi } from 'vitest';

/** jsdom has no matchMedia: media queries answer as `matches` says (e.g. a wide till screen). */
export const stubMatchMedia = (matches: (query: string) => boolean): void => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
};

/** The till's side cart panel shows from 1024 px; the drawer stays an overlay. */
export const stubWideTillScreen = (): void => stubMatchMedia((query) => query.includes('1024px'));

// Kept apart from the schemas so the till's first screen can use them without loading zod.

export const TILL_VIEWS = ['full_till', 'quick_till'] as const;
export type TillView = (typeof TILL_VIEWS)[number];

/** The route a till opens on (001 §9: quick_till goes to /quick-till, anything else to /till). */
export const tillPathFor = (view: string | undefined): '/quick-till' | '/till' =>
  view === 'quick_till' ? '/quick-till' : '/till';

export const QUICK_TILL_POSITIONS = [0, 1, 2, 3, 4] as const;

import { RESERVED_CATEGORY_SLUGS } from '@opentill/contract/catalogue/till-segments';

// Category slugs are the URL segments of the till's categorySlugPath
// (/till/hot-drinks/coffee), so they are made from the name once, at creation,
// and kept when the category is renamed: links and bookmarks keep working.

const MAX_SLUG_LENGTH = 60;

/** 'Hot Drinks & Café' → 'hot-drinks-cafe'; a name with no letters or digits → 'category'. */
export const slugify = (name: string): string => {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'category';
};

const isFree = (slug: string, taken: ReadonlySet<string>) =>
  !taken.has(slug) && !RESERVED_CATEGORY_SLUGS.includes(slug);

/**
 * The base slug if free, else base-2, base-3 … : the first one no live category of the
 * merchant holds and the till does not use for a page of its own (/till/favourites).
 */
export const firstFreeSlug = (base: string, taken: ReadonlySet<string>): string => {
  if (isFree(base, taken)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (isFree(candidate, taken)) return candidate;
  }
};

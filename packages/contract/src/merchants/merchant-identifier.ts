// A merchant's identifier names it in X-DT-SCHEMA and in log-in links, so it is a
// short lower-case slug made once from the name and never reused.

export const MERCHANT_IDENTIFIER_MAX = 50;

/** Lower-case letters and digits in groups joined by single hyphens: 'harbour-fish'. */
export const MERCHANT_IDENTIFIER_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** 'Rosa’s Kitchen & Café' → 'rosas-kitchen-cafe'; a name with no letters or digits gives ''. */
export const merchantIdentifierFromName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, MERCHANT_IDENTIFIER_MAX)
    .replace(/-+$/, '');

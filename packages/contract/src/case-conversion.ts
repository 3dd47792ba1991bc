/** The wire is snake_case; TypeScript on both sides is camelCase (DESIGN.md §3). */
export const toCamelKey = (key: string): string =>
  key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export const toSnakeKey = (key: string): string =>
  key
    // A word ending in digits is its own word on the wire: over18 ⇄ over_18 (spec 001 §3).
    // Anchored to identifier-shaped keys, so a map keyed by ids is left alone.
    .replace(/^([a-z][a-zA-Z]*[a-z])(\d+)$/, '$1_$2')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

const convertKeys = (value: unknown, convert: (key: string) => string): unknown => {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[convert(key)] = convertKeys(inner, convert);
  return out;
};

export const camelizeKeys = (value: unknown): unknown => convertKeys(value, toCamelKey);
export const snakeizeKeys = (value: unknown): unknown => convertKeys(value, toSnakeKey);

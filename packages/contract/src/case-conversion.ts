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

type Container = Record<string, unknown> | unknown[];

/** An empty copy of an array or plain object, queued to be filled; any other value as it is. */
const shellOf = (value: unknown, queue: [Container, Container][]): unknown => {
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  const copy: Container = Array.isArray(value) ? [] : {};
  queue.push([value, copy]);
  return copy;
};

/**
 * A copy with every object key converted. It walks with a queue, not by
 * recursion: input nested deeper than the call stack cannot crash it.
 */
const convertKeys = (value: unknown, convert: (key: string) => string): unknown => {
  const queue: [Container, Container][] = [];
  const root = shellOf(value, queue);
  for (let next = queue.pop(); next; next = queue.pop()) {
    const [source, copy] = next;
    if (Array.isArray(source)) {
      const items = copy as unknown[];
      for (const item of source) items.push(shellOf(item, queue));
      continue;
    }
    const fields = copy as Record<string, unknown>;
    for (const [key, inner] of Object.entries(source)) fields[convert(key)] = shellOf(inner, queue);
  }
  return root;
};

const REMEMBERED_KEYS = 10_000;

/**
 * Every answer repeats the same few hundred keys: each is converted once per process
 * and remembered. Keys that are data (ids keying a map) would grow it without end, so
 * it starts again when full.
 */
const remembered = (convertKey: (key: string) => string) => {
  const converted = new Map<string, string>();
  return (key: string): string => {
    let out = converted.get(key);
    if (out === undefined) {
      if (converted.size >= REMEMBERED_KEYS) converted.clear();
      converted.set(key, (out = convertKey(key)));
    }
    return out;
  };
};
const toCamelKeyRemembered = remembered(toCamelKey);
const toSnakeKeyRemembered = remembered(toSnakeKey);

export const camelizeKeys = (value: unknown): unknown => convertKeys(value, toCamelKeyRemembered);
export const snakeizeKeys = (value: unknown): unknown => convertKeys(value, toSnakeKeyRemembered);

import { createHash } from 'node:crypto';

// Deterministic randomness for the demo seed: the same seed string and the
// same `now` give the same data on every run and every machine.

export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  digits(count: number): string;
};

const seedWords = (seed: string): [number, number, number, number] => {
  const hash = createHash('sha256').update(seed).digest();
  return [hash.readUInt32LE(0), hash.readUInt32LE(4), hash.readUInt32LE(8), hash.readUInt32LE(12)];
};

/** sfc32: 128 bits of state, so long sequences do not cycle or collide. */
export const createRng = (seed: string): Rng => {
  let [a, b, c, d] = seedWords(seed);
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i++) next();

  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let roll = next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return pick(entries)[0];
  };
  const digits = (count: number) => Array.from({ length: count }, () => String(int(0, 9))).join('');
  return { next, int, chance: (p) => next() < p, pick, weighted, digits };
};

/**
 * Deterministic uuids (version 4 layout) from a namespace and a counter, so
 * rows can point at each other before they are inserted.
 */
export const createIdFactory = (namespace: string) => {
  let counter = 0;
  return (): string => {
    const hex = createHash('sha256').update(`${namespace}:${counter++}`).digest('hex');
    const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
};

export type IdFactory = ReturnType<typeof createIdFactory>;

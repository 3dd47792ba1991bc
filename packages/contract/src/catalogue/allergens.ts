// Plain data and rules, no zod: the till's first screen and the kitchen use them
// (allergen.schemas.ts holds the validation).
//
// The 14 allergens UK food law asks food businesses to declare (the Food
// Information Regulations 2014, Annex II). A fixed list: merchants say, per
// product and per option choice, whether each is contained, may be contained
// or is absent; they never add or rename allergens.

/**
 * Allergen keys in the till's code. On the wire they are snake_case like every
 * other key (`tree_nuts`); the others are single words.
 */
export const ALLERGEN_KEYS = [
  'celery',
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'treeNuts',
  'peanuts',
  'sesame',
  'soya',
  'sulphites',
] as const;
export type AllergenKey = (typeof ALLERGEN_KEYS)[number];

export type AllergenInfo = {
  key: AllergenKey;
  /** Short, for tickets, receipts and the till: "Tree nuts". */
  name: string;
  /** The law's name and what it covers, for Settings → Allergens. */
  description: string;
};

export const ALLERGENS: readonly AllergenInfo[] = [
  {
    key: 'celery',
    name: 'Celery',
    description: 'Celery and celeriac: stalks, leaves, seeds, root.',
  },
  {
    key: 'gluten',
    name: 'Gluten',
    description: 'Cereals containing gluten: wheat (spelt, khorasan), rye, barley, oats.',
  },
  { key: 'crustaceans', name: 'Crustaceans', description: 'Prawns, crabs, lobster, crayfish.' },
  { key: 'eggs', name: 'Eggs', description: 'Eggs, also in mayonnaise, cakes and pasta.' },
  { key: 'fish', name: 'Fish', description: 'All fish, also in sauces, dressings and stock.' },
  { key: 'lupin', name: 'Lupin', description: 'Lupin seeds and flour, found in some bread.' },
  {
    key: 'milk',
    name: 'Milk',
    description: 'Cow’s milk and other animal milk: butter, cheese, cream, yoghurt.',
  },
  { key: 'molluscs', name: 'Molluscs', description: 'Mussels, oysters, squid, snails, scallops.' },
  { key: 'mustard', name: 'Mustard', description: 'Mustard seeds, powder and liquid mustard.' },
  {
    key: 'treeNuts',
    name: 'Tree nuts',
    description:
      'Almonds, hazelnuts, walnuts, cashews, pecans, Brazil nuts, pistachios, macadamias.',
  },
  { key: 'peanuts', name: 'Peanuts', description: 'Peanuts, also in peanut oil and butter.' },
  { key: 'sesame', name: 'Sesame', description: 'Sesame seeds, oil and tahini.' },
  { key: 'soya', name: 'Soya', description: 'Soya beans, tofu, soya flour and soya milk.' },
  {
    key: 'sulphites',
    name: 'Sulphites',
    description: 'Sulphur dioxide and sulphites above 10 mg per kg or litre: wine, dried fruit.',
  },
];

const allergenByKey = new Map(ALLERGENS.map((a) => [a.key, a]));

export const allergenName = (key: AllergenKey): string => allergenByKey.get(key)?.name ?? key;

export const ALLERGEN_LEVELS = ['contains', 'may_contain', 'free'] as const;
export type AllergenLevel = (typeof ALLERGEN_LEVELS)[number];

export const ALLERGEN_LEVEL_LABELS: Record<AllergenLevel, string> = {
  contains: 'Contains',
  may_contain: 'May contain',
  free: 'Free',
};

/** What a product or option choice says of each allergen; a key left out is not stated. */
export type AllergenLevels = Partial<Record<AllergenKey, AllergenLevel>>;

export const isAllergenKey = (key: string): key is AllergenKey =>
  (ALLERGEN_KEYS as readonly string[]).includes(key);
export const isAllergenLevel = (level: unknown): level is AllergenLevel =>
  (ALLERGEN_LEVELS as readonly unknown[]).includes(level);

/** Only known keys with known levels, in the list's order: what is stored. */
export const cleanAllergenLevels = (levels: Readonly<Record<string, unknown>>): AllergenLevels => {
  const clean: AllergenLevels = {};
  for (const key of ALLERGEN_KEYS) {
    const level = levels[key];
    if (isAllergenLevel(level)) clean[key] = level;
  }
  return clean;
};

/**
 * A sold line's allergens: its product's and those of every option chosen.
 * Contains wins over may contain. Free only when the product and every chosen
 * option say free: an option that states nothing might still add the allergen.
 * An option cannot take an allergen away (oat milk does not make a flat white
 * free of milk on the till's word); staff say so on the note instead.
 */
export const combineAllergens = (
  product: AllergenLevels,
  options: readonly AllergenLevels[],
): AllergenLevels => {
  const sources = [product, ...options];
  const combined: AllergenLevels = {};
  for (const key of ALLERGEN_KEYS) {
    const levels = sources.map((source) => source[key]);
    if (levels.includes('contains')) combined[key] = 'contains';
    else if (levels.includes('may_contain')) combined[key] = 'may_contain';
    else if (levels.every((level) => level === 'free')) combined[key] = 'free';
  }
  return combined;
};

/** The allergens at one level, as names in the list's order. */
export const allergensAt = (levels: AllergenLevels, level: AllergenLevel): string[] =>
  ALLERGEN_KEYS.filter((key) => levels[key] === level).map(allergenName);

/**
 * "Contains: Milk, Gluten · May contain: Tree nuts", or '' when nothing is
 * contained or may be. What the till, the kitchen and receipts show.
 */
export const allergenSummary = (levels: AllergenLevels, separator = ' · '): string =>
  [
    ['Contains', allergensAt(levels, 'contains')] as const,
    ['May contain', allergensAt(levels, 'may_contain')] as const,
  ]
    .filter(([, names]) => names.length > 0)
    .map(([label, names]) => `${label}: ${names.join(', ')}`)
    .join(separator);

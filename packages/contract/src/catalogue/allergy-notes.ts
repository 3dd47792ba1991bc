import {
  ALLERGEN_KEYS,
  allergenName,
  type AllergenKey,
  type AllergenLevel,
  type AllergenLevels,
} from './allergens.js';

// Reads an order's notes for allergy requests ("no nuts", "nut allergy",
// "coeliac", "dairy free") so the till can warn before payment. A food word
// alone is not a request: "extra milk" or "oat milk please" must not warn. A
// word counts when the note marks it as something to avoid:
//   - after no, without, avoid, allergic (to), allergy (to), intolerant (to), free from;
//   - before free, allergy, allergic, intolerance, intolerant ("nut-free", "dairy free");
//   - or on its own when the word only ever means a need (coeliac, lactose, gluten).
// A list carries the mark along: "allergic to nuts, sesame and milk".
// A named nut ("walnut-free") is a tree nut request: the law lists tree nuts as
// one allergen, so the cashier is warned about every tree nut and checks.
// Words that only look like nuts (nutmeg, coconut, doughnut, butternut) are not terms.

const TERMS: Record<string, readonly AllergenKey[]> = {
  celery: ['celery'],
  celeriac: ['celery'],
  gluten: ['gluten'],
  wheat: ['gluten'],
  barley: ['gluten'],
  rye: ['gluten'],
  spelt: ['gluten'],
  coeliac: ['gluten'],
  celiac: ['gluten'],
  coeliacs: ['gluten'],
  gf: ['gluten'],
  crustacean: ['crustaceans'],
  crustaceans: ['crustaceans'],
  shellfish: ['crustaceans', 'molluscs'],
  prawn: ['crustaceans'],
  prawns: ['crustaceans'],
  shrimp: ['crustaceans'],
  shrimps: ['crustaceans'],
  crab: ['crustaceans'],
  lobster: ['crustaceans'],
  egg: ['eggs'],
  eggs: ['eggs'],
  fish: ['fish'],
  lupin: ['lupin'],
  lupine: ['lupin'],
  milk: ['milk'],
  dairy: ['milk'],
  lactose: ['milk'],
  mollusc: ['molluscs'],
  molluscs: ['molluscs'],
  mussel: ['molluscs'],
  mussels: ['molluscs'],
  oyster: ['molluscs'],
  oysters: ['molluscs'],
  squid: ['molluscs'],
  scallop: ['molluscs'],
  scallops: ['molluscs'],
  mustard: ['mustard'],
  nut: ['treeNuts', 'peanuts'],
  nuts: ['treeNuts', 'peanuts'],
  almond: ['treeNuts'],
  almonds: ['treeNuts'],
  hazelnut: ['treeNuts'],
  hazelnuts: ['treeNuts'],
  walnut: ['treeNuts'],
  walnuts: ['treeNuts'],
  cashew: ['treeNuts'],
  cashews: ['treeNuts'],
  pecan: ['treeNuts'],
  pecans: ['treeNuts'],
  pistachio: ['treeNuts'],
  pistachios: ['treeNuts'],
  macadamia: ['treeNuts'],
  macadamias: ['treeNuts'],
  peanut: ['peanuts'],
  peanuts: ['peanuts'],
  groundnut: ['peanuts'],
  groundnuts: ['peanuts'],
  sesame: ['sesame'],
  tahini: ['sesame'],
  soy: ['soya'],
  soya: ['soya'],
  sulphite: ['sulphites'],
  sulphites: ['sulphites'],
  sulfite: ['sulphites'],
  sulfites: ['sulphites'],
};

/** Words that are a need on their own: nobody writes "coeliac" about a garnish. */
const ALONE = new Set(['coeliac', 'celiac', 'coeliacs', 'lactose', 'gluten', 'gf']);
/** Marks before the words they apply to. */
const BEFORE = new Set([
  'no',
  'without',
  'avoid',
  'allergic',
  'allergy',
  'allergies',
  'intolerant',
  'intolerance',
  'nothing',
  'dont',
  'cant',
  'cannot',
  'free',
]);
/** Marks after the words they apply to. */
const AFTER = new Set([
  'free',
  'allergy',
  'allergies',
  'allergic',
  'intolerance',
  'intolerant',
  'intolerances',
]);
/** Words a list of terms may hold between its terms without ending it. */
const JOINERS = new Set(['and', 'or', 'nor', ',', '&', '/', ':', 'tree', 'any', 'other', 'all']);
/** Words a mark before may be followed by before its first term ("allergic to", "free from"). */
const LEAD_INS = new Set([
  'to',
  'from',
  'of',
  'any',
  'the',
  'with',
  'have',
  'eat',
  'all',
  'contain',
  'containing',
  ':',
  'real',
  'cow',
  'cows',
  'want',
]);

type Token = { word: string; start: number; end: number };

/** Lower-case words and the punctuation that joins lists; apostrophes dropped ("don't" → dont). */
const tokenize = (text: string): Token[] => {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}’']+|[,&/:]|[.;!?()\n]/gu)) {
    const word = match[0].toLowerCase().replace(/[’']/g, '');
    tokens.push({ word, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
};

/** A stretch of the note that asks to avoid allergens, and which ones. */
export type AllergyMention = { phrase: string; allergens: AllergenKey[] };

/** The allergy requests in an order's notes, each with the words that made it. */
export const findAllergyMentions = (notes: string): AllergyMention[] => {
  const tokens = tokenize(notes);
  const marked = new Map<number, number>(); // term index → index of the mark that makes it count
  const isTerm = (i: number) => TERMS[tokens[i]?.word ?? ''] !== undefined;
  const isJoiner = (i: number) => JOINERS.has(tokens[i]?.word ?? '');

  // A mark after its words first, so "no nuts, dairy free" quotes "dairy free" whole; it
  // reaches back over "and" and "or" but not over a comma, which ends the request before.
  tokens.forEach((token, i) => {
    if (!AFTER.has(token.word)) return;
    for (let j = i - 1; j >= 0 && (isTerm(j) || (isJoiner(j) && tokens[j]!.word !== ',')); j--)
      if (isTerm(j) && !marked.has(j)) marked.set(j, i);
  });
  tokens.forEach((token, i) => {
    // "free" comes before its words only as "free from": "dairy free milk" asks for no dairy.
    if (!BEFORE.has(token.word) || (token.word === 'free' && tokens[i + 1]?.word !== 'from'))
      return;
    let j = i + 1;
    while (j < tokens.length && LEAD_INS.has(tokens[j]!.word) && !isTerm(j)) j++;
    for (; j < tokens.length && (isTerm(j) || isJoiner(j)); j++)
      if (isTerm(j) && !marked.has(j)) marked.set(j, i);
  });
  // Alone last, so "gluten free" is quoted whole rather than as "gluten".
  tokens.forEach((token, i) => {
    if (ALONE.has(token.word) && !marked.has(i)) marked.set(i, i);
  });

  // Terms marked by the same mark make one mention: "no nuts or sesame".
  const byMark = new Map<number, number[]>();
  for (const [term, mark] of [...marked].sort(([a], [b]) => a - b)) {
    const group = byMark.get(mark);
    if (group) group.push(term);
    else byMark.set(mark, [term]);
  }
  return [...byMark]
    .sort(([a, termsA], [b, termsB]) => Math.min(a, termsA[0]!) - Math.min(b, termsB[0]!))
    .map(([mark, terms]) => {
      const first = Math.min(mark, terms[0]!);
      const last = Math.max(mark, terms[terms.length - 1]!);
      const found = new Set(terms.flatMap((t) => TERMS[tokens[t]!.word] ?? []));
      return {
        phrase: notes.slice(tokens[first]!.start, tokens[last]!.end),
        allergens: ALLERGEN_KEYS.filter((key) => found.has(key)),
      };
    });
};

/** A cart line as the warning needs it: its name and its combined allergens. */
export type AllergenLine = { name: string; allergens: AllergenLevels };

export type AllergyWarning = {
  phrase: string;
  name: string;
  allergen: AllergenKey;
  level: Extract<AllergenLevel, 'contains' | 'may_contain'>;
};

/** Each line that contains, or may contain, an allergen the notes ask to avoid; once per line and allergen. */
export const allergyWarnings = (
  notes: string,
  lines: readonly AllergenLine[],
): AllergyWarning[] => {
  const warnings: AllergyWarning[] = [];
  const seen = new Set<string>();
  for (const mention of findAllergyMentions(notes)) {
    for (const line of lines) {
      for (const allergen of mention.allergens) {
        const level = line.allergens[allergen];
        if (level !== 'contains' && level !== 'may_contain') continue;
        const key = `${line.name}\u0000${allergen}`;
        if (seen.has(key)) continue;
        seen.add(key);
        warnings.push({ phrase: mention.phrase, name: line.name, allergen, level });
      }
    }
  }
  return warnings;
};

/** "Carrot cake may contain tree nuts." */
export const allergyWarningSentence = (warning: AllergyWarning): string =>
  `${warning.name} ${warning.level === 'contains' ? 'contains' : 'may contain'} ${allergenName(
    warning.allergen,
  ).toLowerCase()}.`;

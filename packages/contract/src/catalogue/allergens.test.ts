import { describe, expect, it } from 'vitest';
import { allergenLevelsSchema } from './allergen.schemas.js';
import {
  ALLERGEN_KEYS,
  ALLERGENS,
  allergenSummary,
  cleanAllergenLevels,
  combineAllergens,
} from './allergens.js';

describe('the 14 allergens of UK food law', () => {
  it('lists each of the 14 once, with a name and an explanation', () => {
    expect(ALLERGENS.map((a) => a.key)).toEqual([...ALLERGEN_KEYS]);
    expect(new Set(ALLERGEN_KEYS).size).toBe(14);
    expect(ALLERGENS.map((a) => a.name)).toEqual([
      'Celery',
      'Gluten',
      'Crustaceans',
      'Eggs',
      'Fish',
      'Lupin',
      'Milk',
      'Molluscs',
      'Mustard',
      'Tree nuts',
      'Peanuts',
      'Sesame',
      'Soya',
      'Sulphites',
    ]);
    for (const allergen of ALLERGENS) expect(allergen.description.length).toBeGreaterThan(10);
  });
});

describe('allergenLevelsSchema', () => {
  it('accepts known allergens at known levels, and an empty map', () => {
    expect(allergenLevelsSchema.parse({ milk: 'contains', treeNuts: 'may_contain' })).toEqual({
      milk: 'contains',
      treeNuts: 'may_contain',
    });
    expect(allergenLevelsSchema.parse({})).toEqual({});
  });

  it('refuses an unknown allergen or level on its own key', () => {
    const result = allergenLevelsSchema.safeParse({ nuts: 'contains', milk: 'lots', eggs: null });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['nuts', 'This is not one of the 14 allergens.'],
      ['milk', 'Choose contains, may_contain or free.'],
      ['eggs', 'Choose contains, may_contain or free.'],
    ]);
  });

  it('refuses a list or a string', () => {
    expect(allergenLevelsSchema.safeParse(['milk']).success).toBe(false);
    expect(allergenLevelsSchema.safeParse('milk').success).toBe(false);
  });
});

describe('cleanAllergenLevels', () => {
  it('keeps known keys with known levels only', () => {
    expect(cleanAllergenLevels({ milk: 'contains', nuts: 'contains', eggs: 'maybe' })).toEqual({
      milk: 'contains',
    });
  });
});

describe('combineAllergens', () => {
  it('takes contains over may contain, from the product or any option', () => {
    expect(
      combineAllergens({ milk: 'contains', gluten: 'free' }, [
        { gluten: 'may_contain' },
        { milk: 'free', soya: 'contains' },
      ]),
    ).toEqual({ milk: 'contains', gluten: 'may_contain', soya: 'contains' });
  });

  it('says free only when the product and every chosen option say free', () => {
    expect(combineAllergens({ sesame: 'free' }, [{ sesame: 'free' }])).toEqual({ sesame: 'free' });
    expect(combineAllergens({ sesame: 'free' }, [{}])).toEqual({});
    expect(combineAllergens({ sesame: 'free' }, [])).toEqual({ sesame: 'free' });
  });
});

describe('allergenSummary', () => {
  it('names what is contained, then what may be, in the list order', () => {
    expect(
      allergenSummary({
        treeNuts: 'may_contain',
        milk: 'contains',
        gluten: 'contains',
        fish: 'free',
      }),
    ).toBe('Contains: Gluten, Milk · May contain: Tree nuts');
  });

  it('is empty when nothing is contained', () => {
    expect(allergenSummary({ fish: 'free' })).toBe('');
    expect(allergenSummary({})).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { allergyWarnings, allergyWarningSentence, findAllergyMentions } from './allergy-notes.js';

const allergensIn = (notes: string) => findAllergyMentions(notes).flatMap((m) => m.allergens);

describe('findAllergyMentions', () => {
  it.each([
    ['no nuts', 'no nuts', ['treeNuts', 'peanuts']],
    ['Nut allergy!', 'Nut allergy', ['treeNuts', 'peanuts']],
    ['coeliac', 'coeliac', ['gluten']],
    ['Customer is celiac', 'celiac', ['gluten']],
    ['gluten free please', 'gluten free', ['gluten']],
    ['Gluten-free bun', 'Gluten-free', ['gluten']],
    ['dairy free', 'dairy free', ['milk']],
    ['lactose intolerant', 'lactose intolerant', ['milk']],
    ['lactose', 'lactose', ['milk']],
    ['walnut-free', 'walnut-free', ['treeNuts']],
    ['no peanuts', 'no peanuts', ['peanuts']],
    ['without egg', 'without egg', ['eggs']],
    ['allergic to sesame', 'allergic to sesame', ['sesame']],
    ['shellfish allergy', 'shellfish allergy', ['crustaceans', 'molluscs']],
    ["can't have soy", "can't have soy", ['soya']],
    ['Free from mustard', 'Free from mustard', ['mustard']],
    ['no prawns', 'no prawns', ['crustaceans']],
    ['GF', 'GF', ['gluten']],
  ])('reads %j as %j', (notes, phrase, allergens) => {
    expect(findAllergyMentions(notes)).toEqual([{ phrase, allergens }]);
  });

  it('carries the mark along a list', () => {
    expect(findAllergyMentions('Allergic to nuts, sesame and milk.')).toEqual([
      {
        phrase: 'Allergic to nuts, sesame and milk',
        allergens: ['milk', 'treeNuts', 'peanuts', 'sesame'],
      },
    ]);
    expect(allergensIn('nut and dairy free')).toEqual(['milk', 'treeNuts', 'peanuts']);
  });

  it('finds each request in a longer note', () => {
    expect(findAllergyMentions('Table by the window. No nuts; also coeliac')).toEqual([
      { phrase: 'No nuts', allergens: ['treeNuts', 'peanuts'] },
      { phrase: 'coeliac', allergens: ['gluten'] },
    ]);
  });

  it.each([
    'extra milk',
    'oat milk please',
    'fish and chips, salt and vinegar',
    'egg on top',
    'nutmeg on the latte',
    'coconut milk',
    'a doughnut to go',
    'butternut squash soup',
    'sugar free syrup',
    'no ice',
    'no rush, allergy to nothing',
    '',
  ])('raises no alarm on %j', (notes) => {
    expect(findAllergyMentions(notes)).toEqual([]);
  });

  it('stops the list at a word that is not one', () => {
    expect(allergensIn('no nuts but extra milk')).toEqual(['treeNuts', 'peanuts']);
  });
});

describe('allergyWarnings', () => {
  const cake = {
    name: 'Carrot cake',
    allergens: { treeNuts: 'may_contain', eggs: 'contains' } as const,
  };
  const flatWhite = { name: 'Flat white', allergens: { milk: 'contains' } as const };
  const water = { name: 'Water', allergens: { treeNuts: 'free' } as const };

  it('warns for each line that contains or may contain what the note avoids', () => {
    const warnings = allergyWarnings('no nuts, dairy free', [cake, flatWhite, water]);
    expect(warnings).toEqual([
      { phrase: 'no nuts', name: 'Carrot cake', allergen: 'treeNuts', level: 'may_contain' },
      { phrase: 'dairy free', name: 'Flat white', allergen: 'milk', level: 'contains' },
    ]);
    expect(warnings.map(allergyWarningSentence)).toEqual([
      'Carrot cake may contain tree nuts.',
      'Flat white contains milk.',
    ]);
  });

  it('warns once per line and allergen, and not at all without a request', () => {
    expect(allergyWarnings('no nuts. nut allergy', [cake, cake])).toHaveLength(1);
    expect(allergyWarnings('extra milk', [flatWhite])).toEqual([]);
    expect(allergyWarnings('no eggs', [flatWhite, water])).toEqual([]);
  });
});

import { z } from 'zod';
import {
  ALLERGEN_KEYS,
  ALLERGEN_LEVELS,
  isAllergenKey,
  isAllergenLevel,
  type AllergenLevels,
} from './allergens.js';

// Allergen maps as the API validates them. Kept apart from allergens.ts, which has no
// zod: the till's first screen reads the names and rules without loading zod.

export const allergenMessages = {
  notAMap: 'Send the allergens as an object, e.g. {"milk": "contains"}.',
  unknownAllergen: 'This is not one of the 14 allergens.',
  unknownLevel: 'Choose contains, may_contain or free.',
} as const;

/**
 * `{milk: 'contains', treeNuts: 'may_contain'}`: an unknown allergen or level is
 * refused on its own key (`allergens.nuts`), so the error names the field.
 */
export const allergenLevelsSchema = z
  .record(z.string(), z.unknown(), { error: allergenMessages.notAMap })
  .check((ctx) => {
    for (const [key, level] of Object.entries(ctx.value)) {
      if (!isAllergenKey(key))
        ctx.issues.push({
          code: 'custom',
          message: allergenMessages.unknownAllergen,
          input: key,
          path: [key],
        });
      else if (!isAllergenLevel(level))
        ctx.issues.push({
          code: 'custom',
          message: allergenMessages.unknownLevel,
          input: level,
          path: [key],
        });
    }
  })
  .transform((value) => value as AllergenLevels);

/** The shape answers carry (documented in OpenAPI with its keys). */
export const allergenLevelsOutputSchema = z.partialRecord(
  z.enum(ALLERGEN_KEYS),
  z.enum(ALLERGEN_LEVELS),
);

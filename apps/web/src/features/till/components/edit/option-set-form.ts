import { z } from 'zod';
import type { AllergenLevels } from '@opentill/contract/catalogue/allergens';
import { catalogueMessages as m } from '@opentill/contract/catalogue/catalogue-messages';
import {
  createOptionSetInputSchema,
  type OptionSet,
} from '@opentill/contract/catalogue/option-set.schemas';
import { poundsTextFromPence, poundsTextSchema } from '@/features/till/components/edit/pounds-text';

// The option set dialog's form: choices' prices typed in pounds; every rule is the
// contract's, so the dialog and the server say the same thing.

const fields = createOptionSetInputSchema.shape;
const choiceFields = fields.optionChoices.element.shape;

const choiceFormSchema = z
  .object({
    /** An existing choice's id (kept so tills' carts still refer to it), '' for a new one. */
    choiceId: z.string(),
    label: choiceFields.label,
    price: poundsTextSchema(choiceFields.price),
    allergens: z.custom<AllergenLevels>(),
  })
  .transform(({ choiceId, ...choice }) => ({
    ...choice,
    id: choiceId === '' ? undefined : choiceId,
  }));

export const optionSetFormSchema = z.object({
  label: fields.label,
  multiple: z.boolean(),
  optionChoices: z.array(choiceFormSchema).min(1, m.optionNeedsChoice).max(50, m.tooManyChoices),
});
export type OptionSetFormValues = z.input<typeof optionSetFormSchema>;
export type OptionSetFormOutput = z.output<typeof optionSetFormSchema>;

/** The form's fields a server error may name; choices' nested paths land on their fields too. */
export const OPTION_SET_FORM_FIELDS = ['label', 'multiple', 'optionChoices'] as const;

export const newChoiceValues = () => ({
  choiceId: '',
  label: '',
  price: '0.00',
  allergens: {} as AllergenLevels,
});

export const optionSetFormValues = (set: OptionSet | null): OptionSetFormValues => ({
  label: set?.label ?? '',
  multiple: set?.multiple ?? false,
  optionChoices: set?.optionChoices.map((choice) => ({
    choiceId: choice.id,
    label: choice.label,
    price: poundsTextFromPence(choice.price),
    allergens: choice.allergens ?? {},
  })) ?? [newChoiceValues()],
});

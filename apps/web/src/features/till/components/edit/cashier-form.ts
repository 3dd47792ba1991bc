import { z } from 'zod';
import {
  createCashierInputSchema,
  type Cashier,
} from '@opentill/contract/cashiers/cashier.schemas';
import { DEFAULT_TILE_COLOUR, hexColourSchema } from '@opentill/contract/catalogue/colour';

const fields = createCashierInputSchema.shape;

/** The contract's cashier fields; an empty PIN leaves the PIN as it is. */
export const cashierFormSchema = z.object({
  username: fields.username,
  colour: hexColourSchema,
  pin: z
    .string()
    .transform((pin): string | null | undefined => (pin === '' ? undefined : pin))
    .pipe(fields.pin),
  hasEditPermission: z.boolean(),
});
export type CashierFormValues = z.input<typeof cashierFormSchema>;

export const CASHIER_FORM_FIELDS = ['username', 'colour', 'pin', 'hasEditPermission'] as const;

export const cashierFormValues = (cashier: Cashier | null): CashierFormValues => ({
  username: cashier?.username ?? '',
  colour: cashier?.colour ?? DEFAULT_TILE_COLOUR,
  pin: '',
  hasEditPermission: cashier?.hasEditPermission ?? false,
});

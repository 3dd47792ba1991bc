import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useController, useForm } from 'react-hook-form';
import { useSession } from '@/api/get-session';
import {
  allergyWarnings,
  type AllergenLine,
  type AllergyWarning,
} from '@opentill/contract/catalogue/allergy-notes';
import { NOTES_MAX_LENGTH } from '@opentill/contract/orders/checkout-messages';
import {
  needsSlot,
  needsTermsAgreement,
  type DeliverTo,
} from '@opentill/contract/orders/deliver-to';
import {
  asksForAddress,
  detailsFormSchema,
  type DetailsFormValues,
} from '@/features/till/checkout/details/details-form';
import { AllergyWarningDialog } from '@/features/till/checkout/details/allergy-warning-dialog';
import type { OrderCreateFeedback } from '@/features/till/checkout/details/order-create-errors';
import { SlotPicker } from '@/features/till/checkout/details/slot-picker';
import { TableSelectField } from '@/features/till/checkout/details/table-select-field';
import { nameRuleOf } from '@/features/till/checkout/state/checkout-methods';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormTextField } from '@/ui/form-text-field';

export type DetailsStepProps = {
  deliverTo: DeliverTo;
  values: DetailsFormValues;
  /** Keeps what was typed when the cashier goes back to Method. */
  onValuesChange: (values: DetailsFormValues) => void;
  /** Makes the order; resolves with what went wrong, or null when it was made. */
  onSubmit: (values: DetailsFormValues) => Promise<OrderCreateFeedback | null>;
  onBack: () => void;
  totals: ReactNode;
  /** 'Send to kitchen' for an eat-in order left open on its table (issue 13). */
  submitLabel?: string;
  /** The cart's lines with their allergens: an allergy note that meets one warns first. */
  allergenLines?: readonly AllergenLine[];
};

/** The customer, where the order goes and when, notes and the terms (001 §2.9, §5). */
export const DetailsStep = ({
  deliverTo,
  values,
  onValuesChange,
  onSubmit,
  onBack,
  totals,
  submitLabel = 'Continue to payment',
  allergenLines = [],
}: DetailsStepProps) => {
  const [formError, setFormError] = useState<string | null>(null);
  const [held, setHeld] = useState<{
    details: DetailsFormValues;
    warnings: AllergyWarning[];
  } | null>(null);
  const nameRule = nameRuleOf(useSession().client);
  const { control, handleSubmit, setError, setFocus, getValues, formState } =
    useForm<DetailsFormValues>({
      resolver: zodResolver(detailsFormSchema(deliverTo, nameRule)),
      defaultValues: values,
    });
  const slotDate = useController({ control, name: 'slotDate' });
  const slotTime = useController({ control, name: 'slotTime' });
  const terms = useController({ control, name: 'termsAccepted' });

  const proceed = async (details: DetailsFormValues) => {
    setFormError(null);
    onValuesChange(details);
    const feedback = await onSubmit(details);
    if (feedback === null) return;
    for (const [field, message] of Object.entries(feedback.fieldErrors))
      setError(field as keyof DetailsFormValues, { type: 'server', message });
    setFormError(feedback.formError);
  };
  const submit = handleSubmit(async (details) => {
    const warnings = allergyWarnings(details.notes, allergenLines);
    if (warnings.length > 0) setHeld({ details, warnings });
    else await proceed(details);
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Customer details">
      <FormErrorAlert message={formError} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField control={control} name="name" label="Customer name" autoComplete="off" />
        </Box>
        <FormTextField
          control={control}
          name="phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="off"
        />
        {deliverTo === 'table_service' && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TableSelectField control={control} />
          </Box>
        )}
        {asksForAddress(deliverTo) && (
          <>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <FormTextField
                control={control}
                name="address"
                label="Address"
                multiline
                minRows={2}
                autoComplete="off"
              />
            </Box>
            <FormTextField control={control} name="postcode" label="Postcode" autoComplete="off" />
          </>
        )}
        {needsSlot(deliverTo) && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <SlotPicker
              deliverTo={deliverTo}
              date={slotDate.field.value}
              time={slotTime.field.value}
              dateError={slotDate.fieldState.error?.message}
              timeError={slotTime.fieldState.error?.message}
              onDateChange={slotDate.field.onChange}
              onTimeChange={slotTime.field.onChange}
            />
          </Box>
        )}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField
            control={control}
            name="notes"
            label="Notes"
            multiline
            minRows={2}
            helperText={`Up to ${NOTES_MAX_LENGTH} characters`}
          />
        </Box>
        {/* No link: the merchant's own customer terms have no page in OpenTill yet. */}
        {needsTermsAgreement(deliverTo) && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormControlLabel
              sx={{ minHeight: 48, mr: 0 }}
              label="I agree to the terms & conditions"
              control={
                <Checkbox
                  name={terms.field.name}
                  checked={terms.field.value}
                  onChange={(event) => terms.field.onChange(event.target.checked)}
                  onBlur={terms.field.onBlur}
                  slotProps={{ input: { ref: terms.field.ref } }}
                />
              }
            />
            {terms.fieldState.error !== undefined && (
              <FormHelperText error>{terms.fieldState.error.message}</FormHelperText>
            )}
          </Box>
        )}
      </Box>
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>{totals}</Box>
      {/* Kept in reach at the foot of the scrolling dialog: the form is long on a phone. */}
      <Box
        sx={{
          position: 'sticky',
          bottom: -24,
          mx: { xs: -2, sm: -3 },
          mb: -3,
          mt: 2,
          px: { xs: 2, sm: 3 },
          py: 1.5,
          display: 'flex',
          justifyContent: 'flex-end',
          gap: 1,
          bgcolor: 'background.paper',
          borderTop: '1px solid #dde5e4',
          zIndex: 1,
        }}
      >
        <Box sx={{ display: 'flex', gap: 1, width: { xs: '100%', sm: 'auto' } }}>
          <Button
            size="large"
            onClick={() => {
              onValuesChange(getValues());
              onBack();
            }}
          >
            Back
          </Button>
          <Button
            type="submit"
            size="large"
            variant="contained"
            loading={formState.isSubmitting}
            sx={{ flex: { xs: 1, sm: 'none' } }}
          >
            {submitLabel}
          </Button>
        </Box>
      </Box>
      {held !== null && (
        <AllergyWarningDialog
          warnings={held.warnings}
          onGoBack={() => {
            setHeld(null);
            setFocus('notes');
          }}
          onContinue={() => {
            setHeld(null);
            void proceed(held.details);
          }}
        />
      )}
    </Box>
  );
};

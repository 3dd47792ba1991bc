import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { WAIT_TIME_CHOICES_MINUTES } from '@opentill/contract/constants';
import {
  DEFAULT_SLOT_SETTINGS,
  orderingFormSchema,
  poundsText,
  type OrderingFormInput,
  type OrderingFormOutput,
  type OrderingSettingsResponse,
} from '@opentill/contract/settings/ordering-settings.schemas';
import { SettingsQueryBoundary } from '@/features/settings/components/settings-query-boundary';
import { SettingsSectionForm } from '@/features/settings/components/settings-section-form';
import { SlotSettingsFields } from '@/features/settings/components/slot-settings-fields';
import { useSettingsForm } from '@/features/settings/hooks/use-settings-form';
import { FormTextField } from '@/ui/form-text-field';

const FIELDS = [
  'waitTimeMinutes',
  'deliveryCostPence',
  'deliveryCostCutoffPence',
  'homeDeliverySlots',
  'clickAndCollectSlots',
] as const;

/** The form edits only the slots of the methods that are on; the others stay as saved. */
const toValues = (saved: OrderingSettingsResponse): OrderingFormInput => ({
  waitTimeMinutes: saved.waitTimeMinutes,
  deliveryCostPence: poundsText(saved.deliveryCostPence),
  deliveryCostCutoffPence: poundsText(saved.deliveryCostCutoffPence),
  homeDeliverySlots: saved.featureHomeDelivery
    ? (saved.homeDeliverySlots ?? DEFAULT_SLOT_SETTINGS)
    : undefined,
  clickAndCollectSlots: saved.featureClickAndCollect
    ? (saved.clickAndCollectSlots ?? DEFAULT_SLOT_SETTINGS)
    : undefined,
});

type WaitTimeFieldProps = { control: Control<OrderingFormInput, unknown, OrderingFormOutput> };

const WaitTimeField = ({ control }: WaitTimeFieldProps) => {
  const { field, fieldState } = useController({ control, name: 'waitTimeMinutes' });
  return (
    <TextField
      select
      label="Wait time"
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(Number(event.target.value))}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={
        fieldState.error?.message ?? 'What the till tells customers; Home changes it too.'
      }
      sx={{ maxWidth: 320 }}
    >
      {WAIT_TIME_CHOICES_MINUTES.map((minutes) => (
        <MenuItem key={minutes} value={minutes} sx={{ minHeight: 48 }}>
          {minutes} minutes
        </MenuItem>
      ))}
    </TextField>
  );
};

const pounds = { input: { startAdornment: <InputAdornment position="start">£</InputAdornment> } };

type OrderingFormProps = { saved: OrderingSettingsResponse };

const OrderingForm = ({ saved }: OrderingFormProps) => {
  const { form, hasChanges, ...section } = useSettingsForm({
    section: 'ordering',
    schema: orderingFormSchema,
    saved,
    fields: FIELDS,
    toValues,
  });
  const { control } = form;
  const isHomeDeliveryUnsaved = saved.featureHomeDelivery && saved.homeDeliverySlots === null;
  const isCollectUnsaved = saved.featureClickAndCollect && saved.clickAndCollectSlots === null;
  return (
    <SettingsSectionForm
      title="Ordering"
      description="How long orders take, what delivery costs, and the slots customers book."
      // Slots shown from defaults are not saved yet: Save stays on until they are.
      hasChanges={hasChanges || isHomeDeliveryUnsaved || isCollectUnsaved}
      {...section}
    >
      <WaitTimeField control={control} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="deliveryCostPence"
          label="Delivery charge"
          inputMode="decimal"
          slotProps={pounds}
          helperText="Added to delivery orders below the free delivery total."
          sx={{ flex: 1 }}
        />
        <FormTextField
          control={control}
          name="deliveryCostCutoffPence"
          label="Free delivery from"
          inputMode="decimal"
          slotProps={pounds}
          helperText="Orders of this total or more deliver free."
          sx={{ flex: 1 }}
        />
      </Stack>
      {saved.featureHomeDelivery && (
        <SlotSettingsFields
          control={control}
          name="homeDeliverySlots"
          title="Home delivery slots"
          isUnsaved={isHomeDeliveryUnsaved}
        />
      )}
      {saved.featureClickAndCollect && (
        <SlotSettingsFields
          control={control}
          name="clickAndCollectSlots"
          title="Click and collect slots"
          isUnsaved={isCollectUnsaved}
        />
      )}
    </SettingsSectionForm>
  );
};

/** /settings/ordering */
export const OrderingSettingsPage = () => (
  <SettingsQueryBoundary<OrderingSettingsResponse> section="ordering">
    {(saved) => <OrderingForm saved={saved} />}
  </SettingsQueryBoundary>
);

import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController, useWatch, type Control } from 'react-hook-form';
import {
  TILL_VIEW_LABELS,
  type TillSettings,
} from '@opentill/contract/settings/till-settings.schemas';
import { TILL_VIEWS } from '@opentill/contract/till/till-views';
import { SettingsQueryBoundary } from '@/features/settings/components/settings-query-boundary';
import { SettingsSectionForm } from '@/features/settings/components/settings-section-form';
import {
  tillSettingsFormSchema,
  tillSettingsFormValues,
  type TillSettingsFormInput,
} from '@/features/settings/components/till-settings-form';
import { useSettingsForm } from '@/features/settings/hooks/use-settings-form';
import { FormSwitch } from '@/ui/form-switch';
import { FormTextField } from '@/ui/form-text-field';

const FIELDS = [
  'defaultTillView',
  'featureQuickTill',
  'sendUnpaidToKitchen',
  'takeawayAsksName',
  'cashDrawer',
  'cashVarianceTolerance',
] as const;

type TillFormControl = Control<TillSettingsFormInput, unknown, TillSettings>;

type TillViewFieldProps = { control: TillFormControl };

const TillViewField = ({ control }: TillViewFieldProps) => {
  const { field, fieldState } = useController({ control, name: 'defaultTillView' });
  return (
    <FormControl error={fieldState.error !== undefined}>
      <FormLabel id="default-till-view">The till opens on</FormLabel>
      <RadioGroup
        aria-labelledby="default-till-view"
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {TILL_VIEWS.map((view) => (
          <FormControlLabel
            key={view}
            value={view}
            control={<Radio />}
            label={TILL_VIEW_LABELS[view]}
            sx={{ minHeight: 44 }}
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
};

type HintedSwitchProps = {
  control: TillFormControl;
  name: 'featureQuickTill' | 'sendUnpaidToKitchen' | 'takeawayAsksName' | 'cashDrawer';
  label: string;
  hint: string;
};

const HintedSwitch = ({ control, name, label, hint }: HintedSwitchProps) => (
  <Stack>
    <FormSwitch control={control} name={name} label={label} />
    <Typography variant="body2" color="text.secondary" sx={{ pl: 7, mt: -0.5 }}>
      {hint}
    </Typography>
  </Stack>
);

const pounds = { input: { startAdornment: <InputAdornment position="start">£</InputAdornment> } };

/** Issue 16: floats and cash-ups, and how far out a count may be without a manager. */
const CashDrawerFields = ({ control }: { control: TillFormControl }) => {
  const isOn = useWatch({ control, name: 'cashDrawer' });
  return (
    <>
      <HintedSwitch
        control={control}
        name="cashDrawer"
        label="Count the cash drawer"
        hint="Each till opens with a counted float and is cashed up at the end of the day."
      />
      {isOn && (
        <FormTextField
          control={control}
          name="cashVarianceTolerance"
          label="Cash-up tolerance"
          autoComplete="off"
          helperText="A cash-up further out than this, either way, needs a manager's PIN."
          slotProps={{ ...pounds, htmlInput: { inputMode: 'decimal' } }}
          sx={{ maxWidth: 320 }}
        />
      )}
    </>
  );
};

const TillForm = ({ saved }: { saved: TillSettings }) => {
  const { form, ...section } = useSettingsForm({
    section: 'till',
    schema: tillSettingsFormSchema,
    saved,
    fields: FIELDS,
    toValues: tillSettingsFormValues,
  });
  const { control } = form;
  return (
    <SettingsSectionForm
      title="Till"
      description="How the till opens, what reaches the kitchen, and the cash drawer."
      {...section}
    >
      <TillViewField control={control} />
      <HintedSwitch
        control={control}
        name="featureQuickTill"
        label="Offer the quick till"
        hint="Five big buttons for the products you sell most."
      />
      <HintedSwitch
        control={control}
        name="sendUnpaidToKitchen"
        label="Send unpaid orders to the kitchen"
        hint="On for tables that pay after eating; off, the kitchen sees an order once it is paid."
      />
      <HintedSwitch
        control={control}
        name="takeawayAsksName"
        label="Takeaway asks for a name"
        hint="On, Collection calls the name out; off, Pay goes straight to payment."
      />
      <CashDrawerFields control={control} />
    </SettingsSectionForm>
  );
};

/** /settings/till */
export const TillSettingsPage = () => (
  <SettingsQueryBoundary<TillSettings> section="till">
    {(saved) => <TillForm saved={saved} />}
  </SettingsQueryBoundary>
);

import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController, type Control } from 'react-hook-form';
import {
  TILL_VIEW_LABELS,
  tillSettingsSchema,
  type TillSettings,
} from '@opentill/contract/settings/till-settings.schemas';
import { TILL_VIEWS } from '@opentill/contract/till/till-views';
import { SettingsQueryBoundary } from '@/features/settings/components/settings-query-boundary';
import { SettingsSectionForm } from '@/features/settings/components/settings-section-form';
import { useSettingsForm } from '@/features/settings/hooks/use-settings-form';
import { FormSwitch } from '@/ui/form-switch';

const FIELDS = [
  'defaultTillView',
  'featureQuickTill',
  'sendUnpaidToKitchen',
  'takeawayAsksName',
] as const;
const toValues = (saved: TillSettings): TillSettings => saved;

type TillViewFieldProps = { control: Control<TillSettings> };

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
  control: Control<TillSettings>;
  name: 'featureQuickTill' | 'sendUnpaidToKitchen' | 'takeawayAsksName';
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

const TillForm = ({ saved }: { saved: TillSettings }) => {
  const { form, ...section } = useSettingsForm({
    section: 'till',
    schema: tillSettingsSchema,
    saved,
    fields: FIELDS,
    toValues,
  });
  const { control } = form;
  return (
    <SettingsSectionForm
      title="Till"
      description="How the till opens, and what reaches the kitchen."
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
    </SettingsSectionForm>
  );
};

/** /settings/till */
export const TillSettingsPage = () => (
  <SettingsQueryBoundary<TillSettings> section="till">
    {(saved) => <TillForm saved={saved} />}
  </SettingsQueryBoundary>
);

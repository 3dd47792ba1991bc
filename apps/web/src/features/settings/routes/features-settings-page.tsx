import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { deriveClientModes } from '@opentill/contract/clients/client-modes';
import type { FeaturesSettingsResponse } from '@opentill/contract/settings/features-settings.schemas';
import { featuresSchema, type Features } from '@opentill/contract/setup/setup.schemas';
import { z } from 'zod';
import { SettingsQueryBoundary } from '@/features/settings/components/settings-query-boundary';
import { SettingsSectionForm } from '@/features/settings/components/settings-section-form';
import { useSettingsForm } from '@/features/settings/hooks/use-settings-form';
import { FormFeatureChecklist } from '@/ui/form-feature-checklist';

// The checklist edits one field holding all six flags, so its one message sits on it.
const schema = z.object({ features: featuresSchema });
const FIELDS = ['features'] as const;

const toValues = ({
  restaurantMode: _restaurant,
  storeMode: _store,
  ...features
}: FeaturesSettingsResponse): { features: Features } => ({ features });

const toBody = ({ features }: { features: Features }): Features => features;

type ModeChipProps = { label: string; isOn: boolean };

const ModeChip = ({ label, isOn }: ModeChipProps) => (
  <Chip
    label={`${label}: ${isOn ? 'on' : 'off'}`}
    color={isOn ? 'primary' : 'default'}
    variant={isOn ? 'filled' : 'outlined'}
  />
);

const FeaturesForm = ({ saved }: { saved: FeaturesSettingsResponse }) => {
  const { form, ...section } = useSettingsForm({
    section: 'features',
    schema,
    saved,
    fields: FIELDS,
    toValues,
    toInput: toBody,
  });
  const modes = deriveClientModes(form.watch('features'));
  return (
    <SettingsSectionForm
      title="Features"
      description="The ways you sell: each one adds its order type to the till and its screen to the menu."
      {...section}
    >
      <FormFeatureChecklist control={form.control} name="features" label="How do you sell?" />
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          Modes
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <ModeChip label="Restaurant mode" isOn={modes.restaurantMode} />
          <ModeChip label="Store mode" isOn={modes.storeMode} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Restaurant mode follows eat in and takeaway; store mode follows in store, home delivery
          and click and collect.
        </Typography>
      </Stack>
    </SettingsSectionForm>
  );
};

/** /settings/features */
export const FeaturesSettingsPage = () => (
  <SettingsQueryBoundary<FeaturesSettingsResponse> section="features">
    {(saved) => <FeaturesForm saved={saved} />}
  </SettingsQueryBoundary>
);

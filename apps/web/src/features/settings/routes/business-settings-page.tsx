import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import {
  ADDRESS_MAX,
  RECEIPT_TEXT_MAX,
  businessSettingsSchema,
  type BusinessSettingsInput,
  type BusinessSettingsResponse,
} from '@opentill/contract/settings/business-settings.schemas';
import { removeLogo, uploadLogo } from '@/features/settings/api/save-logo';
import { settingsQueryKey } from '@/features/settings/api/settings-query';
import { LogoPicker, type LogoChoice } from '@/features/settings/components/logo-picker';
import { SettingsQueryBoundary } from '@/features/settings/components/settings-query-boundary';
import { SettingsSectionForm } from '@/features/settings/components/settings-section-form';
import { useSettingsForm } from '@/features/settings/hooks/use-settings-form';
import { FormSwitch } from '@/ui/form-switch';
import { FormTextField } from '@/ui/form-text-field';

const FIELDS = [
  'name',
  'address',
  'phone',
  'vatRegistered',
  'vatNumber',
  'receiptHeader',
  'receiptFooter',
] as const;

const toValues = ({ logo: _logo, ...fields }: BusinessSettingsResponse): BusinessSettingsInput =>
  fields;

type BusinessFormProps = { saved: BusinessSettingsResponse };

const BusinessForm = ({ saved }: BusinessFormProps) => {
  const queryClient = useQueryClient();
  const [logo, setLogo] = useState<LogoChoice>(null);
  const { form, ...section } = useSettingsForm({
    section: 'business',
    schema: businessSettingsSchema,
    saved,
    fields: FIELDS,
    toValues,
    extra: {
      hasChanges: logo !== null,
      save: async () => {
        if (logo === null) return;
        const answer = await (logo === 'remove' ? removeLogo() : uploadLogo(logo));
        setLogo(null);
        queryClient.setQueryData(settingsQueryKey('business'), answer);
        await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'settings' });
      },
      discard: () => setLogo(null),
    },
  });
  const { control } = form;
  const isVatRegistered = form.watch('vatRegistered');
  return (
    <SettingsSectionForm
      title="Business"
      description="Who you are, as your receipts print it."
      {...section}
    >
      <FormTextField control={control} name="name" label="Business name" />
      <LogoPicker saved={saved.logo} choice={logo} onChoose={setLogo} />
      <FormTextField
        control={control}
        name="address"
        label="Address"
        multiline
        minRows={2}
        helperText={`Printed on receipts, line by line (at most ${ADDRESS_MAX} characters).`}
      />
      <FormTextField control={control} name="phone" label="Phone" type="tel" />
      <Stack spacing={1}>
        <FormSwitch control={control} name="vatRegistered" label="VAT registered" />
        {isVatRegistered && (
          <FormTextField
            control={control}
            name="vatNumber"
            label="VAT number"
            helperText="Printed on receipts, e.g. GB123456789."
          />
        )}
      </Stack>
      <FormTextField
        control={control}
        name="receiptHeader"
        label="Receipt header"
        multiline
        minRows={2}
        helperText={`Above the order, e.g. a welcome (at most ${RECEIPT_TEXT_MAX} characters).`}
      />
      <FormTextField
        control={control}
        name="receiptFooter"
        label="Receipt footer"
        multiline
        minRows={2}
        helperText="Instead of 'Thank you for your order!', e.g. your returns policy."
      />
    </SettingsSectionForm>
  );
};

/** /settings/business */
export const BusinessSettingsPage = () => (
  <SettingsQueryBoundary<BusinessSettingsResponse> section="business">
    {(saved) => <BusinessForm saved={saved} />}
  </SettingsQueryBoundary>
);

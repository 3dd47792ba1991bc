import type { DiscountSettings } from '@opentill/contract/settings/discount-settings.schemas';
import { ApprovalFields } from '@/features/settings/components/discounts/approval-fields';
import { DiscountPresetsList } from '@/features/settings/components/discounts/discount-presets-list';
import {
  DISCOUNT_SETTINGS_FIELDS,
  discountSettingsFormSchema,
  discountSettingsFormValues,
} from '@/features/settings/components/discounts/discount-settings-form';
import { ServiceChargeFields } from '@/features/settings/components/discounts/service-charge-fields';
import { SettingsQueryBoundary } from '@/features/settings/components/settings-query-boundary';
import { SettingsSectionForm } from '@/features/settings/components/settings-section-form';
import { useSettingsForm } from '@/features/settings/hooks/use-settings-form';

/**
 * Issue 16. Saving refreshes the session too (useSaveSettings), and the till reads the
 * presets, approvals and service charge from the session's client.
 */
const DiscountsForm = ({ saved }: { saved: DiscountSettings }) => {
  const { form, ...section } = useSettingsForm({
    section: 'discounts',
    schema: discountSettingsFormSchema,
    saved,
    fields: DISCOUNT_SETTINGS_FIELDS,
    toValues: discountSettingsFormValues,
  });
  return (
    <SettingsSectionForm
      title="Discounts"
      description="Discounts the till gives in one tap, the service charge on eat-in bills, and what needs a manager's PIN."
      {...section}
    >
      <DiscountPresetsList control={form.control} />
      <ServiceChargeFields control={form.control} />
      <ApprovalFields control={form.control} />
    </SettingsSectionForm>
  );
};

/** /settings/discounts */
export const DiscountsSettingsPage = () => (
  <SettingsQueryBoundary<DiscountSettings> section="discounts">
    {(saved) => <DiscountsForm saved={saved} />}
  </SettingsQueryBoundary>
);

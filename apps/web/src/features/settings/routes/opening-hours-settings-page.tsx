import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  openingHoursSettingsSchema,
  type OpeningHoursSettings,
} from '@opentill/contract/settings/opening-hours-settings.schemas';
import { ClosedDaysList } from '@/features/settings/components/opening-hours/closed-days-list';
import { WeekdayPeriods } from '@/features/settings/components/opening-hours/weekday-periods';
import { SettingsQueryBoundary } from '@/features/settings/components/settings-query-boundary';
import { SettingsSectionForm } from '@/features/settings/components/settings-section-form';
import { useSettingsForm } from '@/features/settings/hooks/use-settings-form';

const FIELDS = ['days', 'closedDays'] as const;
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const toValues = (saved: OpeningHoursSettings): OpeningHoursSettings => saved;

type OpeningHoursFormProps = { saved: OpeningHoursSettings };

const OpeningHoursForm = ({ saved }: OpeningHoursFormProps) => {
  const { form, ...section } = useSettingsForm({
    section: 'opening-hours',
    schema: openingHoursSettingsSchema,
    saved,
    fields: FIELDS,
    toValues,
  });
  const { control } = form;
  return (
    <SettingsSectionForm
      title="Opening hours"
      description="When you are open: collection and delivery slots, reports and alerts follow these hours."
      {...section}
    >
      <Box component="section" aria-labelledby="weekly-hours-title">
        <Typography id="weekly-hours-title" component="h3" variant="h6">
          Every week
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Several periods a day are fine, e.g. 08:00–11:30 and 12:00–15:00. A closing time before
          the opening time runs past midnight (18:00–02:00).
        </Typography>
        {WEEKDAYS.map((weekday) => (
          <WeekdayPeriods key={weekday} control={control} weekday={weekday} />
        ))}
      </Box>
      <ClosedDaysList control={control} />
    </SettingsSectionForm>
  );
};

/** /settings/opening-hours */
export const OpeningHoursSettingsPage = () => (
  <SettingsQueryBoundary<OpeningHoursSettings> section="opening-hours">
    {(saved) => <OpeningHoursForm saved={saved} />}
  </SettingsQueryBoundary>
);

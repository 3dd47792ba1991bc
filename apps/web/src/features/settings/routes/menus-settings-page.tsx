import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFieldArray } from 'react-hook-form';
import {
  MAX_MENUS,
  menusSettingsSchema,
  type MenusSettingsInput,
  type MenusSettingsResponse,
} from '@opentill/contract/settings/menus-settings.schemas';
import { useSession } from '@/api/get-session';
import { MenuEditor } from '@/features/settings/components/menus/menu-editor';
import { NextMenuStart } from '@/features/settings/components/menus/next-menu-start';
import { SettingsQueryBoundary } from '@/features/settings/components/settings-query-boundary';
import { SettingsSectionForm } from '@/features/settings/components/settings-section-form';
import { useSettingsForm } from '@/features/settings/hooks/use-settings-form';

const FIELDS = ['menus'] as const;
const toValues = (saved: MenusSettingsResponse): MenusSettingsInput => ({ menus: saved.menus });

type MenusFormProps = { saved: MenusSettingsResponse };

const MenusForm = ({ saved }: MenusFormProps) => {
  const timeZone = useSession().client?.timeZone ?? 'Europe/London';
  const { form, ...section } = useSettingsForm({
    section: 'menus',
    schema: menusSettingsSchema,
    saved,
    fields: FIELDS,
    toValues,
  });
  const { control } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'menus', keyName: 'key' });
  const savedNames = new Map(saved.menus.map((menu) => [menu.id, menu.name]));
  return (
    <SettingsSectionForm
      title="Menus"
      description="Which menu is served when, and the categories each one shows."
      {...section}
    >
      <NextMenuStart next={saved.nextStart} timeZone={timeZone} />
      <Typography variant="body2" color="text.secondary">
        While a menu is served, the till opens on its categories only; a menu with no category
        chosen shows them all, and Edit mode always shows every category.
      </Typography>
      {fields.length === 0 && <Typography color="text.secondary">No menus yet.</Typography>}
      {fields.map((field, index) => (
        <MenuEditor
          key={field.key}
          control={control}
          index={index}
          label={(field.id === null ? undefined : savedNames.get(field.id)) ?? ''}
          categories={saved.categories}
          onRemove={() => remove(index)}
        />
      ))}
      {fields.length < MAX_MENUS && (
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() =>
              append({ id: null, name: '', isActive: true, times: [], categoryIds: [] })
            }
            sx={{ minHeight: 48 }}
          >
            Add a menu
          </Button>
        </Box>
      )}
    </SettingsSectionForm>
  );
};

/** /settings/menus */
export const MenusSettingsPage = () => (
  <SettingsQueryBoundary<MenusSettingsResponse> section="menus">
    {(saved) => <MenusForm saved={saved} />}
  </SettingsQueryBoundary>
);

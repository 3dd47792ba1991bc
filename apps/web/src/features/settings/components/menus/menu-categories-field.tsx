import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController, type Control } from 'react-hook-form';
import type {
  MenusSettings,
  MenusSettingsInput,
} from '@opentill/contract/settings/menus-settings.schemas';

export type MenuCategoriesFieldProps = {
  control: Control<MenusSettingsInput, unknown, MenusSettings>;
  menuIndex: number;
  categories: readonly { id: string; name: string }[];
};

/** The categories a menu shows, as chips to tap on and off. */
export const MenuCategoriesField = ({
  control,
  menuIndex,
  categories,
}: MenuCategoriesFieldProps) => {
  const { field, fieldState } = useController({ control, name: `menus.${menuIndex}.categoryIds` });
  const chosen = new Set(field.value);
  const toggle = (id: string) =>
    field.onChange(chosen.has(id) ? field.value.filter((x) => x !== id) : [...field.value, id]);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h4">
        Categories ({chosen.size} of {categories.length})
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {categories.map((category) => {
          const isOn = chosen.has(category.id);
          return (
            <Chip
              key={category.id}
              label={category.name}
              color={isOn ? 'primary' : 'default'}
              variant={isOn ? 'filled' : 'outlined'}
              onClick={() => toggle(category.id)}
              aria-pressed={isOn}
              sx={{ minHeight: 40 }}
            />
          );
        })}
      </Stack>
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Stack>
  );
};

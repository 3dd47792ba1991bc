import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';
import {
  MENU_NAME_MAX,
  type MenusSettings,
  type MenusSettingsInput,
} from '@opentill/contract/settings/menus-settings.schemas';
import { MenuCategoriesField } from '@/features/settings/components/menus/menu-categories-field';
import { MenuTimesEditor } from '@/features/settings/components/menus/menu-times-editor';
import { FormSwitch } from '@/ui/form-switch';
import { FormTextField } from '@/ui/form-text-field';

export type MenuEditorProps = {
  control: Control<MenusSettingsInput, unknown, MenusSettings>;
  index: number;
  /** The saved name, for labels; empty for a menu added now. */
  label: string;
  categories: readonly { id: string; name: string }[];
  onRemove: () => void;
};

/** One menu: its name, on or off, when it is served and the categories it shows. */
export const MenuEditor = ({ control, index, label, categories, onRemove }: MenuEditorProps) => {
  const name = label === '' ? `new menu ${index + 1}` : label;
  return (
    <Paper variant="outlined" component="section" aria-label={`Menu ${name}`} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <FormTextField
            control={control}
            name={`menus.${index}.name`}
            label="Menu name"
            size="small"
            slotProps={{ htmlInput: { maxLength: MENU_NAME_MAX } }}
            sx={{ flex: 1 }}
          />
          <FormSwitch control={control} name={`menus.${index}.isActive`} label="Active" />
          <Button
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            onClick={onRemove}
            aria-label={`Delete menu ${name}`}
            sx={{ minHeight: 48, alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            Delete
          </Button>
        </Stack>
        <MenuTimesEditor control={control} menuIndex={index} menuName={name} />
        <MenuCategoriesField control={control} menuIndex={index} categories={categories} />
      </Stack>
    </Paper>
  );
};

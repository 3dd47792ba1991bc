import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFieldArray } from 'react-hook-form';
import {
  MAX_TABLES,
  tablesSettingsSchema,
  type TablesSettingsInput,
  type TablesSettingsResponse,
} from '@opentill/contract/settings/tables-settings.schemas';
import { SettingsQueryBoundary } from '@/features/settings/components/settings-query-boundary';
import { SettingsSectionForm } from '@/features/settings/components/settings-section-form';
import { TableRowEditor } from '@/features/settings/components/table-row-editor';
import { useSettingsForm } from '@/features/settings/hooks/use-settings-form';

const FIELDS = ['tables'] as const;
const toValues = (saved: TablesSettingsResponse): TablesSettingsInput => ({
  tables: saved.tables.map(({ id, name, isActive }) => ({ id, name, isActive })),
});

type TablesFormProps = { saved: TablesSettingsResponse };

/**
 * The whole list is one form and one PUT: adding, renaming, moving, switching off and
 * deleting are all undone by Discard, and the server applies them in one transaction.
 */
const TablesForm = ({ saved }: TablesFormProps) => {
  const { form, ...section } = useSettingsForm({
    section: 'tables',
    schema: tablesSettingsSchema,
    saved,
    fields: FIELDS,
    toValues,
  });
  const { control } = form;
  // keyName keeps each table's own id in the values.
  const { fields, append, move, remove } = useFieldArray({
    control,
    name: 'tables',
    keyName: 'key',
  });
  const savedById = new Map(saved.tables.map((table) => [table.id, table]));
  return (
    <SettingsSectionForm
      title="Tables"
      description="Your tables, in the order the till shows them when you send an order to a table."
      {...section}
    >
      <Box>
        {fields.length === 0 && <Typography color="text.secondary">No tables yet.</Typography>}
        {fields.map((field, index) => {
          const before = field.id === null ? undefined : savedById.get(field.id);
          return (
            <TableRowEditor
              key={field.key}
              control={control}
              index={index}
              label={before?.name ?? ''}
              openOrderCount={before?.openOrderCount ?? 0}
              isFirst={index === 0}
              isLast={index === fields.length - 1}
              onMove={(to) => move(index, to)}
              onRemove={() => remove(index)}
            />
          );
        })}
      </Box>
      {fields.length < MAX_TABLES && (
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => append({ id: null, name: '', isActive: true })}
            sx={{ minHeight: 48 }}
          >
            Add a table
          </Button>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        A table that is not in use stays on past orders but is not offered on the till. A table with
        an open order cannot be deleted until that order is paid or cancelled.
      </Typography>
    </SettingsSectionForm>
  );
};

/** /settings/tables */
export const TablesSettingsPage = () => (
  <SettingsQueryBoundary<TablesSettingsResponse> section="tables">
    {(saved) => <TablesForm saved={saved} />}
  </SettingsQueryBoundary>
);

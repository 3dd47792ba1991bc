import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, type Control, type Path } from 'react-hook-form';
import { ALLERGENS } from '@opentill/contract/catalogue/allergens';
import {
  ATTRIBUTES_MAX,
  allergensSettingsSchema,
  type AllergensSettingsInput,
  type AllergensSettingsResponse,
} from '@opentill/contract/settings/allergens-settings.schemas';
import { SettingsQueryBoundary } from '@/features/settings/components/settings-query-boundary';
import { SettingsSectionForm } from '@/features/settings/components/settings-section-form';
import { useSettingsForm } from '@/features/settings/hooks/use-settings-form';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormSwitch } from '@/ui/form-switch';
import { FormTextField } from '@/ui/form-text-field';

// Every field the server may name, so its messages land on the right row.
const FIELDS: readonly Path<AllergensSettingsInput>[] = [
  'receiptShowsAllergens',
  'attributes',
  ...Array.from({ length: ATTRIBUTES_MAX }, (_, i) =>
    (['id', 'name', 'shortLabel'] as const).map(
      (field) => `attributes.${i}.${field}` as Path<AllergensSettingsInput>,
    ),
  ).flat(),
];

const toValues = (saved: AllergensSettingsResponse): AllergensSettingsInput => ({
  receiptShowsAllergens: saved.receiptShowsAllergens,
  attributes: saved.attributes.map(({ id, name, shortLabel }) => ({ id, name, shortLabel })),
});

type Pending = { index: number; name: string; productCount: number };

type AttributeListProps = {
  control: Control<AllergensSettingsInput>;
  saved: AllergensSettingsResponse;
};

const AttributeList = ({ control, saved }: AttributeListProps) => {
  const { fields, append, remove } = useFieldArray({ control, name: 'attributes', keyName: 'key' });
  const [pending, setPending] = useState<Pending | null>(null);
  const countOf = (id: string | undefined) =>
    saved.attributes.find((a) => a.id === id)?.productCount ?? 0;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="attributes-heading">
      <Typography id="attributes-heading" component="h3" variant="h6">
        Attributes
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Short labels shown on product tiles, such as V for vegetarian or GF for gluten free. Give
        products their attributes in the till’s edit mode.
      </Typography>
      {fields.length === 0 && <Typography>No attributes yet.</Typography>}
      {fields.map((field, index) => (
        <Stack key={field.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormTextField
            control={control}
            name={`attributes.${index}.name`}
            label="Name"
            size="small"
            sx={{ flex: 1, minWidth: 0 }}
          />
          <FormTextField
            control={control}
            name={`attributes.${index}.shortLabel`}
            label="Short label"
            size="small"
            sx={{ width: 110, flexShrink: 0 }}
            slotProps={{ htmlInput: { maxLength: 4 } }}
          />
          <IconButton
            aria-label={`Delete ${field.name === '' ? 'this attribute' : field.name}`}
            onClick={() => setPending({ index, name: field.name, productCount: countOf(field.id) })}
            sx={{ width: 44, height: 44 }}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        </Stack>
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          disabled={fields.length >= ATTRIBUTES_MAX}
          onClick={() => append({ name: '', shortLabel: '' })}
        >
          Add attribute
        </Button>
      </Box>
      <ConfirmDialog
        isOpen={pending !== null}
        title={`Delete ${pending?.name === '' ? 'this attribute' : (pending?.name ?? '')}?`}
        confirmLabel="Delete"
        isDestructive
        onConfirm={() => {
          if (pending) remove(pending.index);
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      >
        {pending && pending.productCount > 0
          ? `It comes off ${pending.productCount === 1 ? '1 product' : `${pending.productCount} products`} when you save. The products stay on the till.`
          : 'It goes when you save.'}
      </ConfirmDialog>
    </Stack>
  );
};

const AllergenList = () => (
  <Stack spacing={1.5} component="section" aria-labelledby="allergens-heading">
    <Typography id="allergens-heading" component="h3" variant="h6">
      The 14 allergens
    </Typography>
    <Typography variant="body2" color="text.secondary">
      UK food law names 14 allergens. For each product and each option choice, say whether it
      contains, may contain or is free of each one: in the till’s edit mode, on the product and in
      its option sets. The till, kitchen tickets and (if you like) receipts show them.
    </Typography>
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 1 },
      }}
    >
      {ALLERGENS.map((allergen) => (
        <Box key={allergen.key} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
            {allergen.name}
          </Typography>
          <Typography component="dd" color="text.secondary" sx={{ m: 0 }}>
            {allergen.description}
          </Typography>
        </Box>
      ))}
    </Box>
  </Stack>
);

const AllergensForm = ({ saved }: { saved: AllergensSettingsResponse }) => {
  const { form, ...section } = useSettingsForm({
    section: 'allergens',
    schema: allergensSettingsSchema,
    saved,
    fields: FIELDS,
    toValues,
  });
  const { control } = form;
  return (
    <SettingsSectionForm
      title="Allergens"
      description="Product attributes, the 14 allergens, and whether receipts show them."
      {...section}
    >
      <Stack>
        <FormSwitch
          control={control}
          name="receiptShowsAllergens"
          label="Print allergens on receipts"
        />
        <Typography variant="body2" color="text.secondary" sx={{ pl: 7, mt: -0.5 }}>
          Each line shows what it contains and may contain, e.g. “Contains: Milk”.
        </Typography>
      </Stack>
      <AttributeList control={control} saved={saved} />
      <AllergenList />
    </SettingsSectionForm>
  );
};

/** /settings/allergens */
export const AllergensSettingsPage = () => (
  <SettingsQueryBoundary<AllergensSettingsResponse> section="allergens">
    {(saved) => <AllergensForm saved={saved} />}
  </SettingsQueryBoundary>
);

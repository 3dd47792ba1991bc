import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import type { Category } from '@opentill/contract/catalogue/category.schemas';
import { DEFAULT_TILE_COLOUR } from '@opentill/contract/catalogue/colour';
import { isApiError } from '@/api/api-error';
import { useCreateCategory } from '@/features/till/api/create-category';
import { useDeleteCategory } from '@/features/till/api/delete-category';
import { useUpdateCategory } from '@/features/till/api/update-category';
import {
  CATEGORY_FORM_FIELDS,
  categoryFormSchema,
  categoryFormValues,
} from '@/features/till/components/edit/category-form';
import { CategorySelectField } from '@/features/till/components/edit/category-select-field';
import { EditDialogFrame } from '@/features/till/components/edit/edit-dialog-frame';
import { PositionPickerDialog } from '@/features/till/components/edit/position-picker-dialog';
import { applyServerErrors } from '@/ui/apply-server-errors';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormColourPalette } from '@/ui/form-colour-palette';
import { FormTextField } from '@/ui/form-text-field';

export type CategoryEditDialogProps = {
  /** null adds a category. */
  category: Category | null;
  /** The level being shown: where a new category goes unless the form says otherwise. */
  parentCategoryId: string | null;
  /** The categories beside it, in till order, for the position picker. */
  siblings: readonly Category[];
  onClose: () => void;
};

type Step = 'edit' | 'confirm-delete' | 'move';

/** The category edit dialog: name, colour and parent (spec 001 §3, §5). */
export const CategoryEditDialog = ({
  category,
  parentCategoryId,
  siblings,
  onClose,
}: CategoryEditDialogProps) => {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const [step, setStep] = useState<Step>('edit');
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: categoryFormValues(category, parentCategoryId),
  });

  const onSubmit = handleSubmit((input) => {
    setFormError(null);
    const callbacks = {
      onSuccess: onClose,
      onError: (error: unknown) =>
        setFormError(applyServerErrors(error, setError, CATEGORY_FORM_FIELDS)),
    };
    if (category === null) create.mutate(input, callbacks);
    else update.mutate({ slug: category.slug, input }, callbacks);
  });

  return (
    <>
      <EditDialogFrame
        title={category === null ? 'Add Category' : `Edit ${category.name}`}
        maxWidth="sm"
        formError={formError}
        isExisting={category !== null}
        isSaving={create.isPending || update.isPending}
        onSubmit={onSubmit}
        onCancel={onClose}
        onDelete={() => setStep('confirm-delete')}
        onMove={() => setStep('move')}
      >
        <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
          <FormTextField control={control} name="name" label="Name" autoComplete="off" />
          <CategorySelectField
            control={control}
            name="parentCategoryId"
            label="Parent category"
            excludeId={category?.id}
          />
          <FormColourPalette
            control={control}
            name="backgroundColour"
            label="Colour"
            fallbackColour={DEFAULT_TILE_COLOUR}
          />
        </Box>
      </EditDialogFrame>
      {category !== null && (
        <ConfirmDialog
          isOpen={step === 'confirm-delete'}
          title={`Delete ${category.name}?`}
          confirmLabel="Delete"
          isDestructive
          isPending={remove.isPending}
          onCancel={() => setStep('edit')}
          onConfirm={() =>
            remove.mutate(category.slug, {
              onSuccess: onClose,
              // A category that still holds things is refused (409): say why in the dialog.
              onError: (error) => {
                setFormError(isApiError(error) ? (error.detail ?? null) : null);
                setStep('edit');
              },
            })
          }
        />
      )}
      {category !== null && step === 'move' && (
        <PositionPickerDialog
          itemId={category.id}
          itemName={category.name}
          siblings={siblings}
          isPending={update.isPending}
          onClose={() => setStep('edit')}
          onChoose={(position) =>
            update.mutate(
              { slug: category.slug, input: { position } },
              { onSuccess: onClose, onError: () => setStep('edit') },
            )
          }
        />
      )}
    </>
  );
};

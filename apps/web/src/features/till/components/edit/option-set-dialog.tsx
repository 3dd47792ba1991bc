import { useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useForm, type Path } from 'react-hook-form';
import type { OptionSet } from '@opentill/contract/catalogue/option-set.schemas';
import { useCreateOptionSet } from '@/features/till/api/create-option-set';
import { useDeleteOptionSet } from '@/features/till/api/delete-option-set';
import { useUpdateOptionSet } from '@/features/till/api/update-option-set';
import { EditDialogFrame } from '@/features/till/components/edit/edit-dialog-frame';
import { OptionChoicesEditor } from '@/features/till/components/edit/option-choices-editor';
import {
  OPTION_SET_FORM_FIELDS,
  optionSetFormSchema,
  optionSetFormValues,
  type OptionSetFormValues,
} from '@/features/till/components/edit/option-set-form';
import { applyServerErrors } from '@/ui/apply-server-errors';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormSwitch } from '@/ui/form-switch';
import { FormTextField } from '@/ui/form-text-field';

export type OptionSetDialogProps = {
  /** null creates a set. */
  optionSet: OptionSet | null;
  onClose: () => void;
  /** After a save: the picker adds a new set to the product it was made for. */
  onSaved: (saved: OptionSet) => void;
  /** After a delete: the picker takes the set off the product being edited. */
  onDeleted: (id: string) => void;
};

/** What editing the set will change: every product that asks it (issue 13). */
export const describeReach = (productCount: number): string => {
  if (productCount === 0) return 'No product uses this set yet.';
  if (productCount === 1) return 'Used by 1 product: changes apply to it.';
  return `Used by ${productCount} products: changes apply to all of them.`;
};

/** Server messages that may name a choice's own field, such as 'optionChoices.2.price'. */
const serverFields = (values: OptionSetFormValues): Path<OptionSetFormValues>[] => [
  ...OPTION_SET_FORM_FIELDS,
  ...values.optionChoices.flatMap((_, i) => [
    `optionChoices.${i}.label` as const,
    `optionChoices.${i}.price` as const,
  ]),
];

/** A shared option set ("Milk"): its label, single or multiple choice, and its choices. */
export const OptionSetDialog = ({
  optionSet,
  onClose,
  onSaved,
  onDeleted,
}: OptionSetDialogProps) => {
  const create = useCreateOptionSet();
  const update = useUpdateOptionSet();
  const remove = useDeleteOptionSet();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, getValues } = useForm({
    resolver: zodResolver(optionSetFormSchema),
    defaultValues: optionSetFormValues(optionSet),
  });

  const save = handleSubmit((input) => {
    setFormError(null);
    const callbacks = {
      onSuccess: (saved: OptionSet) => {
        onSaved(saved);
        onClose();
      },
      onError: (error: unknown) =>
        setFormError(applyServerErrors(error, setError, serverFields(getValues()))),
    };
    if (optionSet === null) create.mutate(input, callbacks);
    else update.mutate({ id: optionSet.id, input }, callbacks);
  });
  // This dialog opens over the product's form; React passes a submit up through the
  // portal, and the product must not be saved by saving its option set.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void save(event);
  };

  return (
    <>
      <EditDialogFrame
        title={optionSet === null ? 'New option set' : `Edit ${optionSet.label}`}
        maxWidth="sm"
        formError={formError}
        isExisting={optionSet !== null}
        isSaving={create.isPending || update.isPending}
        onSubmit={onSubmit}
        onCancel={onClose}
        onDelete={() => setIsConfirmingDelete(true)}
      >
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          {optionSet !== null && (
            <Alert severity="info">{describeReach(optionSet.productCount)}</Alert>
          )}
          <FormTextField
            control={control}
            name="label"
            label="Label"
            autoComplete="off"
            helperText="What the till asks, such as Milk or Extras"
          />
          <FormSwitch control={control} name="multiple" label="Several choices may be picked" />
          <OptionChoicesEditor control={control} />
        </Box>
      </EditDialogFrame>
      {optionSet !== null && (
        <ConfirmDialog
          isOpen={isConfirmingDelete}
          title={`Delete ${optionSet.label}?`}
          confirmLabel="Delete"
          isDestructive
          isPending={remove.isPending}
          onCancel={() => setIsConfirmingDelete(false)}
          onConfirm={() =>
            remove.mutate(optionSet.id, {
              onSuccess: () => {
                onDeleted(optionSet.id);
                onClose();
              },
              onError: () => setIsConfirmingDelete(false),
            })
          }
        >
          {optionSet.productCount > 0
            ? `It comes off ${optionSet.productCount === 1 ? '1 product' : `${optionSet.productCount} products`}. Past orders keep what they were sold with.`
            : 'Past orders keep what they were sold with.'}
        </ConfirmDialog>
      )}
    </>
  );
};

import { useEffect, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { useSaveSettings } from '@/features/settings/api/settings-query';
import { applyServerErrors } from '@/ui/apply-server-errors';

export const SETTINGS_SAVED = 'Changes saved successfully.';

type UseSettingsFormOptions<TSchema extends z.ZodType<FieldValues, FieldValues>, TSaved> = {
  section: string;
  schema: TSchema;
  /** What is saved now: the section's GET answer (kept by the query, so the same object until it changes). */
  saved: TSaved;
  fields: readonly Path<z.input<TSchema>>[];
  /** A saved answer as the form's values; a function of the module, not of the render. */
  toValues: (saved: TSaved) => z.input<TSchema>;
  /** The PUT's body from the form's values, where their shapes differ. */
  toInput?: (values: z.output<TSchema>) => unknown;
  /** A change kept outside the form's fields (a chosen logo), saved by the same Save. */
  extra?: { hasChanges: boolean; save: () => Promise<void>; discard: () => void };
};

/**
 * A section's form: starts from what is saved, saves everything with one PUT, puts the
 * server's messages on their fields, and starts again from what was saved (so the
 * unsaved-changes guard knows there is nothing left to lose).
 */
export const useSettingsForm = <TSchema extends z.ZodType<FieldValues, FieldValues>, TSaved>({
  section,
  schema,
  saved,
  fields,
  toValues,
  toInput = (values) => values,
  extra,
}: UseSettingsFormOptions<TSchema, TSaved>) => {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveSettings<unknown, TSaved>(section);
  const [formError, setFormError] = useState<string | null>(null);
  const values = useMemo(() => toValues(saved), [toValues, saved]);
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema),
    defaultValues: values as DefaultValues<z.input<TSchema>>,
  });
  const { reset } = form;
  useEffect(() => reset(values), [reset, values]);

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(toInput(values), {
      onSuccess: async (answer) => {
        reset(toValues(answer));
        try {
          if (extra?.hasChanges === true) await extra.save();
          enqueueSnackbar(SETTINGS_SAVED, { variant: 'success' });
        } catch (error) {
          setFormError(applyServerErrors(error, form.setError, fields));
        }
      },
      onError: (error) => setFormError(applyServerErrors(error, form.setError, fields)),
    });
  });

  return {
    form,
    formError,
    isSaving: save.isPending,
    hasChanges: form.formState.isDirty || extra?.hasChanges === true,
    onSubmit,
    onDiscard: () => {
      reset(values);
      extra?.discard();
    },
  };
};

import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { useCreateProduct } from '@/features/till/api/create-product';
import { useDeleteProduct } from '@/features/till/api/delete-product';
import { useUpdateProduct } from '@/features/till/api/update-product';
import { EditDialogFrame } from '@/features/till/components/edit/edit-dialog-frame';
import { PositionPickerDialog } from '@/features/till/components/edit/position-picker-dialog';
import {
  PRODUCT_FORM_FIELDS,
  newProductFormValues,
  productFormSchema,
  productFormValues,
} from '@/features/till/components/edit/product-form';
import { ProductFormFields } from '@/features/till/components/edit/product-form-fields';
import { applyServerErrors } from '@/ui/apply-server-errors';
import { ConfirmDialog } from '@/ui/confirm-dialog';

export type ProductEditDialogProps = {
  /** null adds a product. */
  product: Product | null;
  /** The level being shown: where a new product goes unless the form says otherwise. */
  parentCategoryId: string | null;
  /** The products beside it, in till order, for the position picker. */
  siblings: readonly Product[];
  onClose: () => void;
};

type Step = 'edit' | 'confirm-delete' | 'move';

/** The product edit dialog (spec 001 §2.6): every field of §3, every message of §5. */
export const ProductEditDialog = ({
  product,
  parentCategoryId,
  siblings,
  onClose,
}: ProductEditDialogProps) => {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const remove = useDeleteProduct();
  const [step, setStep] = useState<Step>('edit');
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(productFormSchema),
    defaultValues:
      product === null ? newProductFormValues(parentCategoryId) : productFormValues(product),
  });

  const onSubmit = handleSubmit((input) => {
    setFormError(null);
    const callbacks = {
      onSuccess: onClose,
      onError: (error: unknown) =>
        setFormError(applyServerErrors(error, setError, PRODUCT_FORM_FIELDS)),
    };
    if (product === null) create.mutate(input, callbacks);
    else update.mutate({ id: product.id, input }, callbacks);
  });

  return (
    <>
      <EditDialogFrame
        title={product === null ? 'Add Product' : `Edit ${product.name}`}
        maxWidth="md"
        formError={formError}
        isExisting={product !== null}
        isSaving={create.isPending || update.isPending}
        onSubmit={onSubmit}
        onCancel={onClose}
        onDelete={() => setStep('confirm-delete')}
        onMove={() => setStep('move')}
      >
        <ProductFormFields control={control} />
      </EditDialogFrame>
      {product !== null && (
        <ConfirmDialog
          isOpen={step === 'confirm-delete'}
          title={`Delete ${product.name}?`}
          confirmLabel="Delete"
          isDestructive
          isPending={remove.isPending}
          onCancel={() => setStep('edit')}
          onConfirm={() =>
            remove.mutate(product.id, { onSuccess: onClose, onError: () => setStep('edit') })
          }
        />
      )}
      {product !== null && step === 'move' && (
        <PositionPickerDialog
          itemId={product.id}
          itemName={product.name}
          siblings={siblings}
          isPending={update.isPending}
          onClose={() => setStep('edit')}
          onChoose={(position) =>
            update.mutate(
              { id: product.id, input: { position } },
              { onSuccess: onClose, onError: () => setStep('edit') },
            )
          }
        />
      )}
    </>
  );
};

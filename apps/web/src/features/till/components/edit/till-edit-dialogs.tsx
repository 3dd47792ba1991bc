import { Suspense } from 'react';
import type { Category } from '@opentill/contract/catalogue/category.schemas';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import {
  LazyCategoryEditDialog,
  LazyProductEditDialog,
} from '@/features/till/components/edit/lazy-edit-dialogs';
import { DialogLoading } from '@/ui/dialog-loading';

/** What edit mode is editing: null in a field means adding one. */
export type TillEdit =
  { kind: 'product'; product: Product | null } | { kind: 'category'; category: Category | null };

export type TillEditDialogsProps = {
  editing: TillEdit | null;
  /** The level shown: its id (null at the top) and its tiles in order. */
  parentCategoryId: string | null;
  categories: readonly Category[];
  products: readonly Product[];
  onClose: () => void;
};

/** The product and category edit dialogs, loaded on first use. */
export const TillEditDialogs = ({
  editing,
  parentCategoryId,
  categories,
  products,
  onClose,
}: TillEditDialogsProps) => {
  if (editing === null) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      {editing.kind === 'product' ? (
        <LazyProductEditDialog
          key={editing.product?.id ?? 'new'}
          product={editing.product}
          parentCategoryId={parentCategoryId}
          siblings={products}
          onClose={onClose}
        />
      ) : (
        <LazyCategoryEditDialog
          key={editing.category?.id ?? 'new'}
          category={editing.category}
          parentCategoryId={parentCategoryId}
          siblings={categories}
          onClose={onClose}
        />
      )}
    </Suspense>
  );
};

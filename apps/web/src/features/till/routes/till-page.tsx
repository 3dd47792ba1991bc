import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { Category } from '@opentill/contract/catalogue/category.schemas';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { useCartStore } from '@/features/till/cart/use-cart';
import { CurrentCashier } from '@/features/till/components/cashiers/current-cashier';
import {
  TillBreadcrumbs,
  buildTillCrumbs,
} from '@/features/till/components/catalogue/till-breadcrumbs';
import { TillGrid, TillGridSkeleton } from '@/features/till/components/catalogue/till-grid';
import { TillLevelError } from '@/features/till/components/catalogue/till-level-error';
import { preloadCatalogueEditDialogs } from '@/features/till/components/edit/lazy-edit-dialogs';
import { TillEditDialogs, type TillEdit } from '@/features/till/components/edit/till-edit-dialogs';
import { TillSettingsButton } from '@/features/till/components/edit/till-settings-button';
import { EditModeSwitch } from '@/features/till/components/edit-mode-switch';
import { PendingOrderDialog } from '@/features/till/components/ordering/pending-order-dialog';
import { useProductOrdering } from '@/features/till/components/ordering/use-product-ordering';
import { AttributeKey } from '@/features/till/components/menus/attribute-key';
import { MenuNowLabel } from '@/features/till/components/menus/menu-now-label';
import { TillScreenLayout } from '@/features/till/components/till-screen-layout';
import { TillSwitchLink } from '@/features/till/components/till-switch-link';
import { TillToolbar } from '@/features/till/components/till-toolbar';
import { useCheckout } from '@/features/till/hooks/use-checkout';
import { useEditMode } from '@/features/till/hooks/use-edit-mode';
import { useTillLevel } from '@/features/till/hooks/use-till-level';

/** The till category view (spec 001 §2.6): /till and /till/{categorySlugPath}. */
export const TillPage = () => {
  const categorySlugPath = useParams()['*'] ?? '';
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const level = useTillLevel(categorySlugPath);
  const store = useCartStore();
  const editMode = useEditMode();
  const startCheckout = useCheckout();
  const { pending, orderProduct, closePending } = useProductOrdering(store);
  const [editing, setEditing] = useState<TillEdit | null>(null);

  // The category view pushes the current path plus the category's slug (§2.1).
  const openCategory = useCallback(
    (category: Category) => void navigate(`${pathname.replace(/\/+$/, '')}/${category.slug}`),
    [navigate, pathname],
  );
  const editCategory = useCallback(
    (category: Category) => setEditing({ kind: 'category', category }),
    [],
  );
  const editProduct = useCallback(
    (product: Product) => setEditing({ kind: 'product', product }),
    [],
  );
  const addCategory = useCallback(() => setEditing({ kind: 'category', category: null }), []);
  const addProduct = useCallback(() => setEditing({ kind: 'product', product: null }), []);
  const closeEditor = useCallback(() => setEditing(null), []);

  const content = (() => {
    if (level.error !== null) return <TillLevelError error={level.error} />;
    if (level.isPending) return <TillGridSkeleton />;
    return (
      <>
        <TillGrid
          key={level.category?.id ?? 'top-level'}
          categories={level.categories}
          products={level.products}
          isEditing={editMode.isEditing}
          onCategoryTap={editMode.isEditing ? editCategory : openCategory}
          onProductTap={editMode.isEditing ? editProduct : orderProduct}
          onAddCategory={addCategory}
          onAddProduct={addProduct}
        />
        <AttributeKey products={level.products} />
      </>
    );
  })();

  return (
    <TillScreenLayout
      store={store}
      onPay={startCheckout}
      toolbar={
        <TillToolbar
          start={
            <TillBreadcrumbs
              crumbs={buildTillCrumbs(level.category)}
              isLoading={categorySlugPath !== '' && level.category === null && level.error === null}
            />
          }
          end={
            <>
              <MenuNowLabel />
              <TillSwitchLink to="quick-till" />
              <TillSettingsButton isEditing={editMode.isEditing} />
              <EditModeSwitch editMode={editMode} onTurnOn={preloadCatalogueEditDialogs} />
              <CurrentCashier />
            </>
          }
        />
      }
    >
      {content}
      <PendingOrderDialog pending={pending} store={store} onClose={closePending} />
      {editMode.isEditing && (
        <TillEditDialogs
          editing={editing}
          parentCategoryId={level.category?.id ?? null}
          categories={level.categories}
          products={level.products}
          onClose={closeEditor}
        />
      )}
    </TillScreenLayout>
  );
};

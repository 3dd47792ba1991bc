import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { Category } from '@opentill/contract/catalogue/category.schemas';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { FAVOURITES_SEGMENT } from '@opentill/contract/catalogue/till-segments';
import { TILL_PATH } from '@/features/till/cashier-login-redirect';
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
import {
  FAVOURITES_CRUMBS,
  FavouritesTile,
} from '@/features/till/components/favourites/favourites-tile';
import { FavouritesView } from '@/features/till/components/favourites/favourites-view';
import { PendingOrderDialog } from '@/features/till/components/ordering/pending-order-dialog';
import { useProductOrdering } from '@/features/till/components/ordering/use-product-ordering';
import { AttributeKey } from '@/features/till/components/menus/attribute-key';
import { MenuNowLabel } from '@/features/till/components/menus/menu-now-label';
import { TillFindingBar } from '@/features/till/components/search/till-finding-bar';
import { TillSearchField } from '@/features/till/components/search/till-search-field';
import { TillSearchResults } from '@/features/till/components/search/till-search-results';
import { HeadlinePriceNote } from '@/features/till/components/catalogue/headline-price-note';
import { TillScreenLayout } from '@/features/till/components/till-screen-layout';
import { TillSwitchLink } from '@/features/till/components/till-switch-link';
import { TillToolbar } from '@/features/till/components/till-toolbar';
import { CashDrawerButton } from '@/features/till/drawer/cash-drawer-button';
import { DrawerGate } from '@/features/till/drawer/drawer-gate';
import { useCheckout } from '@/features/till/hooks/use-checkout';
import { useEditMode } from '@/features/till/hooks/use-edit-mode';
import { useCategoriesServed } from '@/features/till/components/menus/use-categories-served';
import {
  levelPathOf,
  useEditSiblings,
  useTillFinding,
} from '@/features/till/hooks/use-till-finding';
import { useTillLevel } from '@/features/till/hooks/use-till-level';

const TillCategoryScreen = () => {
  const categorySlugPath = useParams()['*'] ?? '';
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const level = useTillLevel(levelPathOf(categorySlugPath));
  const finding = useTillFinding(categorySlugPath, pathname, level);
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
  const editSiblings = useEditSiblings(
    editing?.kind === 'product' ? editing.product : null,
    level,
    finding.searchIndex.index,
  );
  const openFavourites = useCallback(
    () => void navigate(`${TILL_PATH}/${FAVOURITES_SEGMENT}`),
    [navigate],
  );
  const isTopLevel = level.category === null && !finding.isFavouritesPage;
  const shownCategories = useCategoriesServed(level.categories, isTopLevel && !editMode.isEditing);
  const favouritesTile = useMemo(
    () =>
      isTopLevel && (editMode.isEditing || finding.favouriteCount > 0) ? (
        <FavouritesTile onOpen={openFavourites} />
      ) : undefined,
    [isTopLevel, editMode.isEditing, finding.favouriteCount, openFavourites],
  );
  const stars = editMode.isEditing ? finding.marks : undefined;

  const content = (() => {
    if (finding.isFavouritesPage) {
      return (
        <FavouritesView
          isEditing={editMode.isEditing}
          canEdit={editMode.canEdit}
          onOrder={orderProduct}
        />
      );
    }
    if (level.error !== null) return <TillLevelError error={level.error} />;
    if (level.isPending || finding.isRestoring || (isTopLevel && finding.isFavouritesPending)) {
      return <TillGridSkeleton />;
    }
    return (
      <>
        <TillGrid
          key={level.category?.id ?? 'top-level'}
          categories={shownCategories}
          products={level.products}
          isEditing={editMode.isEditing}
          onCategoryTap={editMode.isEditing ? editCategory : openCategory}
          onProductTap={editMode.isEditing ? editProduct : orderProduct}
          onAddCategory={addCategory}
          onAddProduct={addProduct}
          leading={favouritesTile}
          favourites={stars}
          emptyText={
            editMode.canEdit
              ? 'Nothing here yet. Turn on Edit mode to add categories and products.'
              : undefined
          }
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
            <TillFindingBar
              breadcrumbs={
                <TillBreadcrumbs
                  crumbs={
                    finding.isFavouritesPage ? FAVOURITES_CRUMBS : buildTillCrumbs(level.category)
                  }
                  isLoading={
                    levelPathOf(categorySlugPath) !== '' &&
                    level.category === null &&
                    level.error === null
                  }
                />
              }
              search={
                <TillSearchField search={finding.search} onFocus={finding.searchIndex.want} />
              }
            />
          }
          end={
            <>
              <HeadlinePriceNote />
              <MenuNowLabel />
              <TillSwitchLink to="quick-till" />
              <CashDrawerButton />
              <TillSettingsButton isEditing={editMode.isEditing} />
              <EditModeSwitch editMode={editMode} onTurnOn={preloadCatalogueEditDialogs} />
              <CurrentCashier />
            </>
          }
        />
      }
    >
      {finding.isSearching && (
        <TillSearchResults
          search={finding.search}
          index={finding.searchIndex.index}
          error={finding.searchIndex.error}
          isEditing={editMode.isEditing}
          onProductTap={editMode.isEditing ? editProduct : orderProduct}
          favourites={stars}
        />
      )}
      {/* Kept while searching, only hidden: clearing the search brings it back at once. */}
      <div hidden={finding.isSearching}>{content}</div>
      <PendingOrderDialog
        pending={pending}
        store={store}
        shownProducts={level.products}
        onClose={closePending}
      />
      {editMode.isEditing && (
        <TillEditDialogs
          editing={editing}
          parentCategoryId={level.category?.id ?? null}
          categories={level.categories}
          products={editSiblings}
          onClose={closeEditor}
        />
      )}
    </TillScreenLayout>
  );
};

/** The till category view (spec 001 §2.6): /till and /till/{categorySlugPath}, once the till is open. */
export const TillPage = () => (
  <DrawerGate>
    <TillCategoryScreen />
  </DrawerGate>
);

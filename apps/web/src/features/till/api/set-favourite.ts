import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { api } from '@/api/api-client';
import { isForbiddenError } from '@/api/api-error';
import { FAVOURITES_QUERY_KEY } from '@/features/till/api/get-favourites';

export type FavouriteChange =
  | { kind: 'add'; product: Product }
  | { kind: 'remove'; product: Product }
  | { kind: 'move'; product: Product; position: number };

/** PUT orders/favourites/{id}/ (add, or move to `position`); DELETE takes it off. */
export const changeFavourite = async (change: FavouriteChange): Promise<void> => {
  const path = `orders/favourites/${change.product.id}`;
  if (change.kind === 'remove') await api.delete(path);
  else await api.put(path, change.kind === 'move' ? { position: change.position } : {});
};

/** The list as it will be once the server agrees: the star answers the tap at once. */
export const applyFavouriteChange = (
  list: readonly Product[],
  change: FavouriteChange,
): Product[] => {
  const others = list.filter((product) => product.id !== change.product.id);
  if (change.kind === 'remove') return others;
  const at = change.kind === 'move' ? Math.min(change.position, others.length) : others.length;
  return [...others.slice(0, at), change.product, ...others.slice(at)];
};

/** Edit mode's star and the Favourites page's Move: optimistic, put back if refused. */
export const useChangeFavourite = () => {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: changeFavourite,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: FAVOURITES_QUERY_KEY });
      const before = queryClient.getQueryData<Product[]>(FAVOURITES_QUERY_KEY);
      queryClient.setQueryData<Product[]>(FAVOURITES_QUERY_KEY, (list) =>
        applyFavouriteChange(list ?? [], change),
      );
      return { before };
    },
    onError: (error, _change, context) => {
      queryClient.setQueryData(FAVOURITES_QUERY_KEY, context?.before);
      if (!isForbiddenError(error)) {
        enqueueSnackbar(catalogueMessages.favouritesFailed, { variant: 'error' });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVOURITES_QUERY_KEY }),
  });
};

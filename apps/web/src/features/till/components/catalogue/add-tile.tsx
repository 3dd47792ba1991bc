import { TileIcon, tileClasses } from '@/features/till/components/catalogue/tile';

export type AddTileProps = { label: string; onTap: () => void };

/** Edit mode's extra tiles: 'Add Category', 'Add Product' (and 'Add Cashier'). */
export const AddTile = ({ label, onTap }: AddTileProps) => (
  <button type="button" className={`${tileClasses.root} ${tileClasses.add}`} onClick={onTap}>
    <TileIcon icon="add" />
    {label}
  </button>
);

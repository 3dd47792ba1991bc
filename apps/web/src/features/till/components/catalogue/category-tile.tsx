import { memo } from 'react';
import type { Category } from '@opentill/contract/catalogue/category.schemas';
import { TileIcon, tileClasses, tileStyle } from '@/features/till/components/catalogue/tile';
import { visuallyHidden } from '@/ui/visually-hidden';

export type CategoryTileProps = {
  category: Category;
  isEditing: boolean;
  onTap: (category: Category) => void;
};

/** A category in its background colour; tapping it opens it (or, in edit mode, edits it). */
export const CategoryTile = memo(function CategoryTile({
  category,
  isEditing,
  onTap,
}: CategoryTileProps) {
  return (
    <button
      type="button"
      className={tileClasses.root}
      style={tileStyle(category.backgroundColour)}
      onClick={() => onTap(category)}
    >
      <span className={tileClasses.name}>
        {isEditing && (
          <>
            <span style={visuallyHidden}>Edit</span>{' '}
          </>
        )}
        {category.name}
      </span>
      <span className={tileClasses.footer}>
        {isEditing ? <TileIcon icon="edit" /> : <span />}
        <TileIcon icon="folder" />
      </span>
    </button>
  );
});

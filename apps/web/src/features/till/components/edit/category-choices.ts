import type { Category } from '@opentill/contract/catalogue/category.schemas';

export type CategoryChoice = { id: string; name: string; depth: number };

/**
 * Every category in till order (parents before their children, siblings by position),
 * with its depth for indenting. `excludeId` leaves out a category and everything under
 * it: a category cannot move inside itself.
 */
export const categoryChoices = (
  categories: readonly Category[],
  excludeId?: string,
): CategoryChoice[] => {
  const byParent = new Map<string | null, Category[]>();
  for (const category of categories) {
    const siblings = byParent.get(category.parentCategoryId) ?? [];
    siblings.push(category);
    byParent.set(category.parentCategoryId, siblings);
  }
  const out: CategoryChoice[] = [];
  const walk = (parentId: string | null, depth: number) => {
    const children = [...(byParent.get(parentId) ?? [])].sort((a, b) => a.position - b.position);
    for (const child of children) {
      if (child.id === excludeId) continue;
      out.push({ id: child.id, name: child.name, depth });
      walk(child.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
};

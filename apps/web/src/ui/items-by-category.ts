/** Items by their category, in the order they first appear. */
export const itemsByCategory = <T extends { product: { category: string } }>(
  items: readonly T[],
): [string, T[]][] => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.product.category) ?? [];
    group.push(item);
    groups.set(item.product.category, group);
  }
  return [...groups];
};

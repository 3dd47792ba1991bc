/** An order line as grouping needs it: name, chosen options and status. */
type Groupable = {
  id: string;
  status: string;
  product: { name: string };
  optionalItems: readonly { label: string }[];
};

export type ItemGroup<T> = { key: string; name: string; items: T[] };

/** "Latte, Whole": the product and its options, as staff read a line. */
export const itemName = (item: Groupable): string =>
  [item.product.name, ...item.optionalItems.map((option) => option.label)].join(', ');

/**
 * Identical lines as one, in the order they first appear (service problem 18: three
 * "Latte, Whole" read as "3 × Latte, Whole"). Lines differing in status stay apart, so a
 * group is all ready or all not, and one tap moves the whole group.
 */
export const groupIdenticalItems = <T extends Groupable>(items: readonly T[]): ItemGroup<T>[] => {
  const groups = new Map<string, ItemGroup<T>>();
  for (const item of items) {
    const name = itemName(item);
    const key = `${item.status}\u0000${name}`;
    const group = groups.get(key) ?? { key, name, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
};

/** "3 × Latte, Whole", or just the name for one. */
export const groupLabel = (group: { name: string; items: readonly unknown[] }): string =>
  group.items.length > 1 ? `${group.items.length} × ${group.name}` : group.name;

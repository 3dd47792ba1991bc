import { describe, expect, it } from 'vitest';
import { groupIdenticalItems, groupLabel } from '@/ui/group-identical-items';

const line = (id: string, name: string, options: string[] = [], status = 'requested') => ({
  id,
  status,
  product: { name },
  optionalItems: options.map((label) => ({ label })),
});

describe('groupIdenticalItems', () => {
  it('reads three identical lines as "3 × …", in the order lines first appear', () => {
    const groups = groupIdenticalItems([
      line('a', 'Latte', ['Whole']),
      line('b', 'Croissant'),
      line('c', 'Latte', ['Whole']),
      line('d', 'Latte', ['Whole']),
      line('e', 'Latte', ['Oat']),
    ]);
    expect(groups.map(groupLabel)).toEqual(['3 × Latte, Whole', 'Croissant', 'Latte, Oat']);
    expect(groups[0]?.items.map((item) => item.id)).toEqual(['a', 'c', 'd']);
  });

  it('keeps a ready line apart from the same line not yet ready', () => {
    const groups = groupIdenticalItems([
      line('a', 'Latte'),
      line('b', 'Latte', [], 'ready'),
      line('c', 'Latte'),
    ]);
    expect(groups.map(groupLabel)).toEqual(['2 × Latte', 'Latte']);
  });
});

import { describe, expect, it } from 'vitest';
import { createSlots } from './compiled-statements.js';

describe('slots for a statement kept by shape', () => {
  it('puts each given value behind a placeholder, and names the shape by the columns given', () => {
    const slots = createSlots();
    const at = new Date('2026-11-28T12:00:00Z');
    const row = slots.slotRow('order', { id: 'a', notes: null, readyAt: at, total: undefined });
    expect(Object.keys(row)).toEqual(['id', 'notes', 'readyAt']);
    expect(row.notes).toBeNull();
    expect(row.id).not.toBe('a');
    expect(slots.values).toEqual({ 'order.id': 'a', 'order.readyAt': at });
    expect(slots.shape).toEqual(['order:id,notes=null,readyAt']);
  });

  it('gives two rows that differ only in values the same shape, and a null another', () => {
    const shapeOf = (notes: string | null) => {
      const slots = createSlots();
      slots.slotRow('order', { id: crypto.randomUUID(), notes });
      return slots.shape.join('|');
    };
    expect(shapeOf('one')).toBe(shapeOf('two'));
    expect(shapeOf(null)).not.toBe(shapeOf('one'));
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  cardAttemptMessages as a,
  type CardAttempt,
} from '@opentill/contract/orders/card-attempts';
import { CardAttemptsNotes } from '@/features/orders/detail/card-attempts-notes';

// What the staff must refund among an order's card attempts (issues 12 and 16).

const attempt = (overrides: Partial<CardAttempt>): CardAttempt => ({
  uti: 'uti-1',
  kind: 'sale',
  amount: 400,
  status: 'approved',
  isRecorded: true,
  unrecorded: 0,
  createdAt: '2026-11-26T10:00:00Z',
  updatedAt: '2026-11-26T10:01:00Z',
  ...overrides,
});

describe('CardAttemptsNotes', () => {
  it('says nothing of a SALE that paid exactly what it charged', () => {
    const { container } = render(<CardAttemptsNotes attempts={[attempt({})]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('asks for the whole of an approval that came after the order was paid another way', () => {
    render(<CardAttemptsNotes attempts={[attempt({ isRecorded: false, unrecorded: 400 })]} />);
    expect(screen.getByRole('alert')).toHaveTextContent(`£4.00: ${a.lateApproval}`);
  });

  it('asks for what a late approval charged over what was left once another till took a part', () => {
    render(<CardAttemptsNotes attempts={[attempt({ unrecorded: 150 })]} />);
    expect(screen.getByRole('alert')).toHaveTextContent(a.lateApprovalExcess('£1.50'));
  });
});

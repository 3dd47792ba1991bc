import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SlotPicker } from '@/features/till/checkout/details/slot-picker';
import { slotDays } from '@/testing/checkout-fixtures';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

const Picker = () => {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  return (
    <SlotPicker
      deliverTo="click_and_collect"
      date={date}
      time={time}
      onDateChange={setDate}
      onTimeChange={setTime}
    />
  );
};

describe('slot picker', () => {
  it('shows the chosen day’s times three to a row, with what is left', async () => {
    stubFetch({ 'GET /api/orders/click-and-collect-slots/': { body: toWire(slotDays) } });
    renderRoute({
      session: makeSession(),
      initialPath: '/',
      routes: [{ path: '/', element: <Picker /> }],
    });
    const days = await screen.findByRole('group', { name: 'Day of collection' });
    expect(within(days).getByRole('button', { name: /Fri 27 Nov/ })).toBeDisabled();
    await userEvent.click(within(days).getByRole('button', { name: /Thu 26 Nov/ }));
    const grid = screen.getByRole('grid', { name: 'Time of collection' });
    const rows = within(grid).getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole('button').length)).toEqual([3, 3, 1]);
    expect(
      within(rows[0] ?? grid)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['12:00, 2 left', '12:15, Full', '12:30, 2 left']);
    expect(screen.getByRole('button', { name: '12:15, Full' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '13:30, 2 left' }));
    expect(screen.getByRole('button', { name: '13:30, 2 left' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  alertTypeChip,
  describeAlert,
  formatAlertTime,
  parseSummaryText,
} from '@/features/reports/alerts/alert-display';

const LONDON = 'Europe/London';

describe('alert type chips', () => {
  it('gives each known type its own colour and label', () => {
    const chips = ['low_stock', 'overselling', 'underselling', 'summary', 'price_review'].map(
      alertTypeChip,
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      'Low stock',
      'Overselling',
      'Underselling',
      'Summary',
      'Price review',
    ]);
    expect(new Set(chips.map((chip) => chip.colour)).size).toBe(5);
    expect(chips.some((chip) => chip.colour === 'default')).toBe(false);
  });

  it('shows an unknown type grey, in words', () => {
    expect(alertTypeChip('price_change')).toEqual({ label: 'Price change', colour: 'default' });
  });
});

describe('alert times', () => {
  it('reads weekday, day-ordinal and HH:mm on the merchant clock', () => {
    expect(formatAlertTime('2026-11-25T14:05:00Z', LONDON)).toBe('Wednesday 25th 14:05');
    // Summer time: 13:05 UTC is 14:05 in London.
    expect(formatAlertTime('2026-07-01T13:05:00Z', LONDON)).toBe('Wednesday 1st 14:05');
    expect(formatAlertTime('2026-11-25T23:30:00Z', 'Asia/Tokyo')).toBe('Thursday 26th 08:30');
  });
});

describe('summary alerts', () => {
  const text = JSON.stringify({
    start_time: '2026-11-25T08:00:00Z',
    end_time: '2026-11-25T22:00:00Z',
    revenue: 123456,
  });

  it('read as the end of service heading with the revenue in pounds', () => {
    expect(describeAlert({ type: 'summary', text }, LONDON)).toEqual({
      heading: 'End of Service revenue for 08:00 to 22:00:',
      amount: '£1,234.56',
    });
  });

  it('name the end day when the service ran past midnight', () => {
    const late = JSON.stringify({
      start_time: '2026-11-25T18:00:00Z',
      end_time: '2026-11-26T02:00:00Z',
      revenue: 500,
    });
    expect(describeAlert({ type: 'summary', text: late }, LONDON).heading).toBe(
      'End of Service revenue for 18:00 to Thursday 02:00:',
    );
  });

  it('fall back to the raw text when it is not the summary JSON', () => {
    for (const raw of ['not json', '{"start_time":"x","end_time":"y","revenue":1}', '[]', 'null'])
      expect(describeAlert({ type: 'summary', text: raw }, LONDON)).toEqual({
        heading: raw,
        amount: null,
      });
    expect(
      parseSummaryText(
        '{"start_time":"2026-11-25T08:00:00Z","end_time":"2026-11-25T22:00:00Z","revenue":1.5}',
      ),
    ).toBeNull();
  });

  it('leave other alerts as their text, even when it looks like JSON', () => {
    expect(describeAlert({ type: 'low_stock', text }, LONDON)).toEqual({
      heading: text,
      amount: null,
    });
  });
});

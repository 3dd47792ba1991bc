import { describe, expect, it } from 'vitest';
import { serviceChargeMessages as sc } from '@opentill/contract/orders/service-charge';
import { NO_APPROVALS } from '@opentill/contract/settings/discount-settings.schemas';
import {
  discountSettingsFormSchema,
  discountSettingsFormValues,
  poundsText,
  type PresetFormInput,
} from '@/features/settings/components/discounts/discount-settings-form';

const approvals = { ...NO_APPROVALS, discountOverPercent: '' };
const read = (preset: Partial<PresetFormInput>, over = '', serviceCharge = '') =>
  discountSettingsFormSchema.safeParse({
    presets: [
      {
        label: 'Staff',
        kind: 'percent',
        percentOff: '',
        amount: '',
        reasonCode: 'staff',
        ...preset,
      },
    ],
    approvals: { ...approvals, discountOverPercent: over },
    serviceCharge: { percent: serviceCharge, mandatory: false },
  });
const NONE = { percent: null, mandatory: false };

describe('the Discounts form as typed', () => {
  it('shows pence as pounds without float arithmetic', () => {
    expect(poundsText(150)).toBe('1.50');
    expect(poundsText(5)).toBe('0.05');
    expect(poundsText(100_000)).toBe('1000.00');
  });

  it('sends only the amount the toggle shows, pounds as integer pence', () => {
    const parsed = read({ kind: 'amount', percentOff: '50', amount: '£2.3' }, ' 12.5% ');
    expect(parsed.data).toEqual({
      presets: [{ label: 'Staff', percentOff: null, amount: 230, reasonCode: 'staff' }],
      approvals: { ...NO_APPROVALS, discountOverPercent: 12.5 },
      serviceCharge: NONE,
    });
  });

  it('reads the service charge exactly, empty as none', () => {
    expect(read({ percentOff: '10' }, '', ' 12.5 ').data?.serviceCharge).toEqual({
      percent: 12.5,
      mandatory: false,
    });
    expect(read({ percentOff: '10' }, '', '0.01%').data?.serviceCharge?.percent).toBe(0.01);
    expect(read({ percentOff: '10' }, '', '  ').data?.serviceCharge).toEqual(NONE);
  });

  it('refuses a service charge it cannot read or out of range, in the contract’s words', () => {
    for (const typed of ['12.345', '12,5', '12.5abc', '0', '25.01', '-1'])
      expect(
        read({ percentOff: '10' }, '', typed).error?.issues.map((issue) => [
          issue.path.join('.'),
          issue.message,
        ]),
      ).toEqual([['serviceCharge.percent', sc.percentRange]]);
  });

  it('refuses what it cannot read, in the contract’s words', () => {
    const messages = (result: ReturnType<typeof read>) =>
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages(read({ percentOff: 'half' }, 'lots'))).toEqual([
      ['presets.0.percentOff', 'Enter a percentage from 1 to 100.'],
      ['approvals.discountOverPercent', 'Enter a percentage from 0 to 100, or leave it empty.'],
    ]);
    expect(messages(read({ kind: 'amount', amount: '1.234' }))).toEqual([
      ['presets.0.amount', 'Enter an amount in pounds and pence.'],
    ]);
  });

  it('starts from what is saved', () => {
    const values = discountSettingsFormValues({
      presets: [{ label: 'Sorry', percentOff: null, amount: 250, reasonCode: 'complaint' }],
      approvals: { ...NO_APPROVALS, discountOverPercent: 20 },
      serviceCharge: { percent: 12.5, mandatory: true },
    });
    expect(values.presets[0]).toEqual({
      label: 'Sorry',
      kind: 'amount',
      percentOff: '',
      amount: '2.50',
      reasonCode: 'complaint',
    });
    expect(values.approvals.discountOverPercent).toBe('20');
    expect(values.serviceCharge).toEqual({ percent: '12.5', mandatory: true });
    const older = discountSettingsFormValues({ presets: [], approvals: NO_APPROVALS });
    expect(older.serviceCharge).toEqual({ percent: '', mandatory: false });
  });
});

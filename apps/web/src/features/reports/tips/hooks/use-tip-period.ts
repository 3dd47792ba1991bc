import { useState } from 'react';
import {
  checkTipPeriod,
  type TipPeriod,
  type TipPeriodErrors,
} from '@/features/reports/tips/tip-period';

/**
 * The days as typed and the days shown: a typing slip never asks the server, and the page
 * keeps showing the last good days until Show is pressed with new ones.
 */
export const useTipPeriod = (today: string) => {
  const [fields, setFields] = useState<TipPeriod>({ from: today, to: today });
  const [period, setPeriod] = useState<TipPeriod>({ from: today, to: today });
  const [errors, setErrors] = useState<TipPeriodErrors>({});

  const change = (field: keyof TipPeriod, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Shows the days typed, or asks again for the days already shown; a broken rule shows instead. */
  const show = (askAgain: () => void) => {
    const found = checkTipPeriod(fields, today);
    setErrors(found);
    if (found.from !== undefined || found.to !== undefined) return;
    if (fields.from === period.from && fields.to === period.to) askAgain();
    else setPeriod(fields);
  };

  const isShown = fields.from === period.from && fields.to === period.to;
  return { fields, period, errors, isShown, change, show };
};

import { useState } from 'react';
import { closeDayMessages } from '@opentill/contract/reports/close-day-messages';
import type { ZReport } from '@opentill/contract/reports/day-figures.schemas';
import { getFirstFieldErrors, isApiError, isForbiddenError } from '@/api/api-error';
import { isUnreachableStatus } from '@/api/server-reachability';
import { useBodyKey } from '@/api/use-body-key';
import { useCloseDay } from '@/features/reports/close-day/api/close-day';

export type CloseDayField = 'businessDate' | 'managerId' | 'pin';
export type CloseDayErrors = {
  fields: Partial<Record<CloseDayField, string>>;
  /** What belongs to no field: a 409's detail, or a failure that said nothing. */
  other: string | null;
};

const FIELDS: readonly CloseDayField[] = ['businessDate', 'managerId', 'pin'];
const NO_ERRORS: CloseDayErrors = { fields: {}, other: null };
export const CLOSE_FAILED = 'The day was not closed. Try again.';
export const SERVER_UNREACHABLE = 'The server cannot be reached: try again once it is back.';
export const PIN_REQUIRED = "Enter the manager's PIN.";

/** The server's answer as the dialog shows it: each field's first message, the rest together. */
export const readCloseDayErrors = (error: unknown): CloseDayErrors => {
  if (!isApiError(error)) return { fields: {}, other: CLOSE_FAILED };
  if (isUnreachableStatus(error.status)) return { fields: {}, other: SERVER_UNREACHABLE };
  const fields: CloseDayErrors['fields'] = {};
  const leftovers: string[] = [];
  for (const [name, message] of Object.entries(getFirstFieldErrors(error))) {
    const field = FIELDS.find((known) => known === name);
    if (field === undefined) leftovers.push(message);
    else fields[field] = message;
  }
  if (error.detail !== undefined) leftovers.push(error.detail);
  const other = leftovers.length > 0 ? leftovers.join(' ') : null;
  return { fields, other: other ?? (Object.keys(fields).length > 0 ? null : CLOSE_FAILED) };
};

/**
 * Closing the day: the business date, and a manager's approval once the server asks for
 * one (a cashier who is not a manager is signed in at the till).
 */
export const useCloseDayForm = (today: string, onClosed: (z: ZReport) => void) => {
  const [businessDate, setBusinessDate] = useState(today);
  const [managerId, setManagerId] = useState('');
  const [pin, setPin] = useState('');
  const [isApprovalNeeded, setIsApprovalNeeded] = useState(false);
  const [errors, setErrors] = useState(NO_ERRORS);
  const closeDay = useCloseDay();
  const requestKey = useBodyKey('z');

  const submit = () => {
    const fields: CloseDayErrors['fields'] = isApprovalNeeded
      ? {
          managerId: managerId === '' ? closeDayMessages.managerRequired : undefined,
          pin: pin === '' ? PIN_REQUIRED : undefined,
        }
      : {};
    setErrors({ fields, other: null });
    if (Object.values(fields).some((message) => message !== undefined)) return;
    const approval = isApprovalNeeded ? { managerId, pin } : {};
    const input = { businessDate, ...approval };
    closeDay.mutate(
      { input, idempotencyKey: requestKey.keyFor(input) },
      {
        onSuccess: onClosed,
        onError: (error) => {
          requestKey.failed(error);
          // A 403 has logged out with its own words already.
          if (isForbiddenError(error)) return;
          const read = readCloseDayErrors(error);
          setErrors(read);
          if (read.fields.managerId !== undefined || read.fields.pin !== undefined) {
            setIsApprovalNeeded(true);
            // A wrong PIN is typed again from the start, as on the cashier log-in pad.
            setPin('');
          }
        },
      },
    );
  };

  return {
    values: { businessDate, managerId, pin },
    setBusinessDate,
    setManagerId,
    setPin,
    isApprovalNeeded,
    errors,
    isPending: closeDay.isPending,
    submit,
  };
};

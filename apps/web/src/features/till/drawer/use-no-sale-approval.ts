import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DrawerMovementKind } from '@opentill/contract/drawer/denominations';
import { approvalMessages } from '@opentill/contract/orders/discount-reasons';
import type {
  ApprovalInput,
  Approvals,
} from '@opentill/contract/settings/discount-settings.schemas';
import { isApiError } from '@/api/api-error';
import { useSession } from '@/api/get-session';
import { useCurrentCashier } from '@/features/till/api/get-current-cashier';
import { drawerManagersQueryOptions } from '@/features/till/drawer/drawer-api';

/** Why the server wants a manager: 400 `{approval: [why, "A manager must approve this…"]}`. */
const approvalReasonOf = (error: unknown): string | null => {
  if (!isApiError(error) || error.status !== 400) return null;
  const messages = error.fieldErrors.approval ?? [];
  return messages.length === 0 ? null : messages.join(' ');
};

const isManagerRefusal = (error: unknown): boolean =>
  isApiError(error) && ['pin', 'managerId'].some((field) => field in error.fieldErrors);

/**
 * A No sale's manager approval (issue 16): whether to ask, who approves and their PIN.
 * Asked at once where the session says No sale needs a manager and the cashier is not
 * one, else once the server refuses without it; the server decides either way.
 */
export const useNoSaleApproval = (kind: DrawerMovementKind) => {
  const { client } = useSession();
  const cashier = useCurrentCashier();
  // A session kept from before approvals existed has none: nothing needs a manager.
  const approvals: Approvals | undefined = client?.approvals;
  const isAskedUpFront =
    kind === 'no_sale' && approvals?.noSale === true && cashier?.isManager !== true;
  const [askedReason, setAskedReason] = useState<string | null>(null);
  const [pickedManagerId, setPickedManagerId] = useState('');
  const [pin, setPin] = useState('');
  const pinRef = useRef<HTMLInputElement>(null);

  const reason =
    askedReason ??
    (isAskedUpFront ? `${approvalMessages.noSale} ${approvalMessages.managerRequired}` : null);
  const managers = useQuery({ ...drawerManagersQueryOptions(), enabled: reason !== null });
  // One manager on the books is the one who approves: one tap fewer.
  const onlyManager = managers.data?.length === 1 ? managers.data[0]?.id : undefined;
  const managerId = pickedManagerId === '' ? (onlyManager ?? '') : pickedManagerId;

  return {
    /** Why a manager is asked; null while none is. */
    reason,
    /** Whether the fields appeared after the server asked (focus moves to them then). */
    wasAskedByServer: askedReason !== null,
    managers,
    managerId,
    pin,
    pinRef,
    setManagerId: setPickedManagerId,
    setPin,
    /** The approval to send with the No sale, or null when none is asked or it is not filled in. */
    approval: (): ApprovalInput | null =>
      reason !== null && managerId !== '' && pin !== '' ? { managerId, pin } : null,
    /**
     * Reads a refusal: true when it asked for a manager, so the fields now show. The
     * manager's PIN is cleared on any refusal, to be typed again from the start.
     */
    readRefusal: (error: unknown): boolean => {
      setPin('');
      const asked = approvalReasonOf(error);
      if (asked !== null) setAskedReason(asked);
      else if (isManagerRefusal(error)) pinRef.current?.focus();
      return asked !== null;
    },
  };
};

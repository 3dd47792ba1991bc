import type { PrepareRefundResponse } from '@opentill/contract/orders/order-operations.schemas';
import { api } from '@/api/api-client';

/** The manager who lets a refund through, where the merchant's refunds need one (issue 16). */
export type RefundApproval = { managerId: string; managerPin: string };

/**
 * GET orders/orders/{id}/prepare_refund/?pin= : checks the refund PIN, says what is left.
 * With an approval it also sends the manager and their own PIN, in headers: a PIN in the
 * address would be kept in every log the request passes.
 */
export const prepareRefund = async (
  orderId: string,
  pin: string,
  approval?: RefundApproval,
): Promise<PrepareRefundResponse> =>
  await api.get<PrepareRefundResponse>(`orders/orders/${orderId}/prepare_refund`, {
    query: { pin },
    ...(approval
      ? { headers: { 'X-Manager-Id': approval.managerId, 'X-Manager-Pin': approval.managerPin } }
      : {}),
  });

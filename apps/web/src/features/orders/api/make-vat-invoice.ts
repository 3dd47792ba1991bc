import type { VatInvoice, VatInvoiceInput } from '@opentill/contract/orders/vat-invoice.schemas';
import { api } from '@/api/api-client';

/**
 * POST orders/orders/{id}/vat_invoice/: the full VAT invoice, made out once to this
 * customer; asking again for the same customer answers the same invoice as a copy.
 */
export const makeVatInvoice = (orderId: string, input: VatInvoiceInput): Promise<VatInvoice> =>
  api.post<VatInvoice>(`orders/orders/${orderId}/vat_invoice`, input);

import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { emailReceiptResponse } from '@shared/contracts/orders';
import { apiRequest } from '@renderer/api/client';

const documentBytes = z.instanceof(Uint8Array);

/** GET /api/orders/{id}/receipt: the order's 80 mm receipt PDF. */
export function fetchReceiptPdf(orderId: number): Promise<Uint8Array<ArrayBuffer>> {
  return apiRequest({
    method: 'GET',
    path: `/api/orders/${orderId}/receipt`,
    responseType: 'bytes',
    schema: documentBytes,
  });
}

/**
 * POST /api/orders/{id}/emailReceipt: mails the receipt (a mail job) to `email`, or to the order's
 * customer when none is given. The modal shows a refusal under its field, so no toast.
 */
export function useEmailReceiptMutation(orderId: number) {
  return useMutation({
    meta: { shouldToastError: false },
    mutationFn: (email: string | undefined) =>
      apiRequest({
        method: 'POST',
        path: `/api/orders/${orderId}/emailReceipt`,
        body: email ? { email } : {},
        schema: emailReceiptResponse,
      }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@shared/contracts/auth';
import {
  consignerProfileResponse,
  type CreateConsignerRequest,
  type UpdatePasswordRequest,
} from '@shared/contracts/consigner-accounts';
import {
  answerOfferResponse,
  type AnswerOfferRequest,
  type PortalDropOffRequest,
} from '@shared/contracts/consigner-portal';
import { consignerResponse, type UpdateConsignerRequest } from '@shared/contracts/consigners';
import { createInventoriesResponse, inventoryResponse } from '@shared/contracts/inventories';
import {
  type CancelDropoffRequest,
  removedInventoriesResponse,
  type RequestPriceChangeRequest,
  type RequestWithdrawalRequest,
} from '@shared/contracts/inventory-actions';
import { apiRequest } from '../../api/client';
import { sessionKeys } from '../session/queries';
import { portalKeys } from './queries';

/** Every portal answer (items, payouts, report, settings) may change after one of the consigner's actions. */
function useRefreshPortal() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: portalKeys.all });
}

/** POST /api/consigners: the signed-in (verified) account's consigner profile; the session then reads as a consigner. */
export function useCreateConsignerProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateConsignerRequest) =>
      apiRequest({
        method: 'POST',
        path: '/api/consigners',
        body: request,
        schema: consignerProfileResponse,
      }),
    // Field problems show under the inputs; anything else is a toast (the form shows the fields' ones).
    meta: { shouldToastError: false },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: portalKeys.all }),
      ]),
  });
}

/** PUT /api/consigners/{id} on the caller's own record: profile, payout details, terms, notifications. */
export function useUpdateMyConsignerMutation(id: number | undefined) {
  const refresh = useRefreshPortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateConsignerRequest) =>
      apiRequest({
        method: 'PUT',
        path: `/api/consigners/${id ?? 0}`,
        body: request,
        schema: consignerResponse,
      }),
    meta: { shouldToastError: false },
    onSuccess: () => Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: sessionKeys.all })]),
  });
}

/** PUT /api/consigners/updatePassword: every session ends; the consigner signs in again. */
export function useUpdatePasswordMutation() {
  return useMutation({
    mutationFn: (request: UpdatePasswordRequest) =>
      apiRequest({
        method: 'PUT',
        path: '/api/consigners/updatePassword',
        body: request,
        schema: okResponse,
      }),
  });
}

/** POST /api/inventories/requestPriceChange: Active → RequestPriceChange at the asked price. */
export function useRequestPriceChangeMutation() {
  const refresh = useRefreshPortal();
  return useMutation({
    mutationFn: (request: RequestPriceChangeRequest) =>
      apiRequest({
        method: 'POST',
        path: '/api/inventories/requestPriceChange',
        body: request,
        schema: inventoryResponse,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/inventories/requestWithdrawal: Active → RequestWithdrawal. */
export function useRequestWithdrawalMutation() {
  const refresh = useRefreshPortal();
  return useMutation({
    mutationFn: (request: RequestWithdrawalRequest) =>
      apiRequest({
        method: 'POST',
        path: '/api/inventories/requestWithdrawal',
        body: request,
        schema: inventoryResponse,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/portal/answerOffer: accept or reject the store's price offer, as the emailed link does. */
export function useAnswerOfferMutation() {
  const refresh = useRefreshPortal();
  return useMutation({
    mutationFn: (request: AnswerOfferRequest) =>
      apiRequest({
        method: 'POST',
        path: '/api/portal/answerOffer',
        body: request,
        schema: answerOfferResponse,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/inventories/cancelDropoff: the consigner's own Drop off pending items go away. */
export function useCancelDropoffMutation() {
  const refresh = useRefreshPortal();
  return useMutation({
    mutationFn: (request: CancelDropoffRequest) =>
      apiRequest({
        method: 'POST',
        path: '/api/inventories/cancelDropoff',
        body: request,
        schema: removedInventoriesResponse,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/inventories with the wizard's rows: Drop off pending items of the caller. */
export function useListForDropOffMutation() {
  const refresh = useRefreshPortal();
  return useMutation({
    mutationFn: (request: PortalDropOffRequest) =>
      apiRequest({
        method: 'POST',
        path: '/api/inventories',
        body: request,
        schema: createInventoriesResponse,
      }),
    onSuccess: refresh,
  });
}

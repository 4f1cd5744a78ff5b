import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateBuyOrderRequest,
  createBuyOrderResponse,
  type PriceLinkAction,
  priceLinkResponse,
} from '@shared/contracts/buy-and-sell';
import { validation } from '@shared/messages';
import { apiRequest } from '../../api/client';
import { buyAndSellKeys } from './queries';

/**
 * POST /open/stores/createBuyOrder: the offer. Its refusals are shown on the step, as the server
 * words them, not as a toast that goes away. A sent offer spends its form token; a token the server
 * calls expired is replaced, so pressing Confirm again can succeed without reloading the page (and
 * losing what was typed).
 */
export function useCreateBuyOrderMutation(handle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateBuyOrderRequest) =>
      apiRequest({
        method: 'POST',
        path: '/open/stores/createBuyOrder',
        body: request,
        schema: createBuyOrderResponse,
      }),
    meta: { shouldToastError: false },
    onSuccess: () => queryClient.removeQueries({ queryKey: buyAndSellKeys.formToken(handle) }),
    onError: (error) => {
      if (error.message === validation.publicForms.formExpired) {
        void queryClient.refetchQueries({ queryKey: buyAndSellKeys.formToken(handle) });
      }
    },
  });
}

/** The call each action of a price link makes (spec 001 §7). */
const PRICE_LINK_PATHS: Record<PriceLinkAction, string> = {
  acceptPrice: '/open/stores/acceptRequestedInventoryPriceChange',
  rejectPrice: '/open/stores/rejectRequestedInventoryPriceChange',
};

/**
 * The answers of the price links opened in this page, by action and code. A link's code works once
 * (a second call answers 410): React runs a mounting effect twice in development and may mount a
 * screen again, so the call is made once per page and every mount reads the same answer.
 */
const priceLinkAnswers = new Map<string, ReturnType<typeof sendPriceLink>>();

function sendPriceLink(action: PriceLinkAction, code: string) {
  return apiRequest({
    method: 'POST',
    path: `${PRICE_LINK_PATHS[action]}/${encodeURIComponent(code)}`,
    schema: priceLinkResponse,
  });
}

/** Answers a price link: the first call sends it, later ones (same action and code) get its answer. */
export function answerPriceLinkOnce(action: PriceLinkAction, code: string) {
  const key = `${action}/${code}`;
  let answer = priceLinkAnswers.get(key);
  if (!answer) {
    answer = sendPriceLink(action, code);
    priceLinkAnswers.set(key, answer);
  }
  return answer;
}

/** Try again after a failure that was not the link's answer (the server could not be reached). */
export function forgetPriceLinkAnswer(action: PriceLinkAction, code: string): void {
  priceLinkAnswers.delete(`${action}/${code}`);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ForgotPasswordRequest,
  type LoginRequest,
  okResponse,
  type RegisterRequest,
  type ResetPasswordRequest,
  sessionResponse,
} from '@shared/contracts/auth';
import { apiRequest } from '../../api/client';
import { sessionKeys } from '../session/queries';
import { sessionManager } from '../session/session.store';

/** POST /open/auth/login: on success the session starts and gating moves the clerk on. */
export function useLoginMutation() {
  return useMutation({
    mutationFn: async (request: LoginRequest) => {
      // A logout still on its way could clear the cookie this login is about to receive.
      await sessionManager.whenLoggedOut();
      return apiRequest({ method: 'POST', path: '/open/auth/login', body: request, schema: sessionResponse });
    },
    onSuccess: (session) => sessionManager.start(session),
  });
}

/**
 * POST /open/auth/register: an account with no profile yet (a consigner signing up from the
 * catalogue's link); the verification mail goes out and the session starts.
 */
export function useRegisterMutation() {
  return useMutation({
    mutationFn: async (request: RegisterRequest) => {
      await sessionManager.whenLoggedOut();
      return apiRequest({
        method: 'POST',
        path: '/open/auth/register',
        body: request,
        schema: sessionResponse,
      });
    },
    onSuccess: (session) => sessionManager.start(session),
  });
}

/** POST /open/auth/forgot: always ok, so it cannot tell anyone which emails have accounts. */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (request: ForgotPasswordRequest) =>
      apiRequest({ method: 'POST', path: '/open/auth/forgot', body: request, schema: okResponse }),
  });
}

/** POST /open/auth/reset, from the link in the reset mail. */
export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (request: ResetPasswordRequest) =>
      apiRequest({ method: 'POST', path: '/open/auth/reset', body: request, schema: okResponse }),
  });
}

/** POST /open/auth/verify, from the link in the verification mail; the profile then reads as verified. */
export function useVerifyEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest({ method: 'POST', path: '/open/auth/verify', body: { token }, schema: okResponse }),
    // The failure is the page's own content (spec 001 §8: the server's message), not a passing toast.
    meta: { shouldToastError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

/** POST /open/auth/resend-verification for the signed-in account. */
export function useResendVerificationMutation() {
  return useMutation({
    mutationFn: () =>
      apiRequest({
        method: 'POST',
        path: '/open/auth/resend-verification',
        withToken: true,
        schema: okResponse,
      }),
  });
}

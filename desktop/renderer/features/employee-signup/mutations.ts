import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@shared/contracts/auth';
import { type OpenAcceptInviteRequest, type OpenEmployeeResponse } from '@shared/contracts/employees';
import { apiRequest } from '../../api/client';
import { employeeInviteKeys } from './queries';

/** PUT /open/employees/accept/{id}: creates the invited employee's login (their email counts as verified). */
export function useAcceptInviteMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OpenAcceptInviteRequest) =>
      apiRequest({
        method: 'PUT',
        path: `/open/employees/accept/${encodeURIComponent(id)}`,
        body: request,
        schema: okResponse,
      }),
    // The link is used up now, so asking again would only get a 400: record what the server now
    // knows (the invite is linked), which also sends the page on to /login.
    onSuccess: () =>
      queryClient.setQueriesData<OpenEmployeeResponse>({ queryKey: employeeInviteKeys.all }, (old) =>
        old ? { employee: { ...old.employee, isLinked: true } } : old,
      ),
  });
}

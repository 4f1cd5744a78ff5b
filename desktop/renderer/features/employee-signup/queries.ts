import { useQuery } from '@tanstack/react-query';
import { openEmployeeResponse } from '@shared/contracts/employees';
import { apiRequest } from '../../api/client';

export const employeeInviteKeys = {
  all: ['employeeInvite'] as const,
  invite: (id: string, token: string) => [...employeeInviteKeys.all, id, { token }] as const,
};

/** GET /open/employees/{id}?token=: the invite behind the link in the mail (the token proves the mail). */
export function useEmployeeInviteQuery(id: string, token: string | null) {
  return useQuery({
    queryKey: employeeInviteKeys.invite(id, token ?? ''),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: `/open/employees/${encodeURIComponent(id)}`,
        query: { token },
        signal,
        schema: openEmployeeResponse,
      }),
    select: (data) => data.employee,
    enabled: token !== null,
    // The invite does not change while the page is open; a refetch on focus could only turn it "used".
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

import { useQuery } from '@tanstack/react-query';
import { FINISHED_JOB_STATUSES, jobResponse } from '@shared/contracts/jobs';
import { apiRequest } from '../../api/client';

/** How often a screen asks how a background job it started is doing. */
const JOB_POLL_MS = 1000;

export const jobKeys = {
  all: ['jobs'] as const,
  detail: (id: number) => [...jobKeys.all, id] as const,
};

/** GET /api/jobs/{id}: a job the signed-in account started, asked again each second until it ends. */
export function useJobQuery(id: number | null) {
  return useQuery({
    queryKey: jobKeys.detail(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest({ method: 'GET', path: `/api/jobs/${id}`, signal, schema: jobResponse }),
    select: (data) => data.job,
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.job.status;
      return status && FINISHED_JOB_STATUSES.includes(status) ? false : JOB_POLL_MS;
    },
  });
}

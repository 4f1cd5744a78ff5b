import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { employeeResponse, employeesResponse } from '@shared/contracts/employees';
import { apiRequest } from '../../api/client';

export const employeeKeys = {
  all: ['employees'] as const,
  lists: () => [...employeeKeys.all, 'list'] as const,
  list: (search: string) => [...employeeKeys.lists(), { search }] as const,
  details: () => [...employeeKeys.all, 'detail'] as const,
  detail: (id: number) => [...employeeKeys.details(), id] as const,
};

/** GET /api/employees?search= */
export function useEmployeesQuery(search: string, enabled = true) {
  return useQuery({
    queryKey: employeeKeys.list(search),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/employees',
        query: { search: search || undefined },
        signal,
        schema: employeesResponse,
      }),
    select: (data) => data.employees,
    // Keep the last rows on screen while the next search answers, instead of flashing an empty table.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/employees/{id} */
export function useEmployeeQuery(id: number) {
  return useQuery({
    queryKey: employeeKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest({ method: 'GET', path: `/api/employees/${id}`, signal, schema: employeeResponse }),
    select: (data) => data.employee,
    enabled: Number.isInteger(id) && id > 0,
  });
}

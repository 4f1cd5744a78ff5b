import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import {
  type CloseReservationRequest,
  reservationResponse,
  reservationsResponse,
  type reservationsQuery,
} from '@shared/contracts/public-pages';
import { apiRequest } from '@renderer/api/client';

export type ReservationsQuery = z.output<typeof reservationsQuery>;

export const reservationKeys = {
  all: ['reservations'] as const,
  list: (query: ReservationsQuery) => [...reservationKeys.all, 'list', query] as const,
};

/** GET /api/orders/reservations (ours): one page of one status, oldest open first. */
export function useReservationsQuery(query: ReservationsQuery) {
  return useQuery({
    queryKey: reservationKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/orders/reservations',
        query,
        signal,
        schema: reservationsResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/orders/reservations/{id}/close (ours): fulfilled or cancelled; a refusal is the API's toast. */
export function useCloseReservationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: CloseReservationRequest & { id: number }) =>
      apiRequest({
        method: 'POST',
        path: `/api/orders/reservations/${id}/close`,
        body: { status },
        schema: reservationResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}

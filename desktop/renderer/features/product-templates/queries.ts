import { useQuery } from '@tanstack/react-query';
import { productTemplatesResponse } from '@shared/contracts/product-templates';
import { apiRequest } from '../../api/client';

export const productTemplateKeys = {
  all: ['productTemplates'] as const,
  lists: () => [...productTemplateKeys.all, 'list'] as const,
  details: () => [...productTemplateKeys.all, 'detail'] as const,
  detail: (id: number) => [...productTemplateKeys.details(), id] as const,
};

/** GET /api/productTemplates */
export function useProductTemplatesQuery() {
  return useQuery({
    queryKey: productTemplateKeys.lists(),
    queryFn: ({ signal }) =>
      apiRequest({ method: 'GET', path: '/api/productTemplates', signal, schema: productTemplatesResponse }),
    select: (data) => data.productTemplates,
  });
}

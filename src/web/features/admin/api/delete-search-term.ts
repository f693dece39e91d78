import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateSearchTerms } from './keys';

/** DELETE /api/admin/search-terms/{id} (204). */
export const deleteSearchTerm = (id: number) => api.delete<void>(`/api/admin/search-terms/${id}`);

export function useDeleteSearchTerm() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteSearchTerm, meta: { errorTitle: 'admin:toast.removalFailed' }, onSuccess: () => invalidateSearchTerms(qc) });
}

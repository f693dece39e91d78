import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { searchTermKeys } from './keys';

/** DELETE /api/admin/search-terms/{id} (204). */
export const deleteSearchTerm = (id: number) => api.delete<void>(`/api/admin/search-terms/${id}`);

export const useDeleteSearchTerm = () =>
  useMutation({ mutationFn: deleteSearchTerm, meta: { errorTitle: 'admin:toast.removalFailed', invalidates: searchTermKeys } });

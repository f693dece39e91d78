import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/contracts/auth';
import type { UserProfileInput } from '@shared/contracts/profile';
import { api } from '@web/lib/api-client';
import { userQueryKey } from '@web/features/auth';

export const updateUserProfile = (body: UserProfileInput) => api.patch<CurrentUser>('/api/user/profile', body);

/** PATCH /api/user/profile; the answer becomes the current user, so the navbar shows a new picture at once. */
export function useUpdateUserProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateUserProfile,
    onSuccess: (user) => qc.setQueryData(userQueryKey, user),
  });
}

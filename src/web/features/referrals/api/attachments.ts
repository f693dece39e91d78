import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attachment } from '@shared/contracts/referrals';
import { api, apiErrorOf } from '@web/lib/api-client';
import { referralKeys } from './keys';

/** GET /api/referrals/{id}/attachments/{attachmentId}: served as a download. */
export const attachmentUrl = (referralId: number, attachmentId: number) => `/api/referrals/${referralId}/attachments/${attachmentId}`;

/**
 * POST /api/referrals/{id}/attachments, multipart: `description` first, then `file` (the server reads
 * the fields before the file part). XMLHttpRequest rather than fetch, for the upload's progress.
 */
export function uploadAttachment(
  referralId: number,
  file: File,
  description: string,
  onProgress?: (fraction: number) => void,
): Promise<Attachment> {
  const form = new FormData();
  if (description.trim()) form.append('description', description.trim());
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/referrals/${referralId}/attachments`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as Attachment);
        } catch (err) {
          reject(err instanceof Error ? err : new Error(String(err)));
        }
      } else reject(apiErrorOf(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.send(form);
  });
}

export interface UploadVariables {
  referralId: number;
  file: File;
  description: string;
  onProgress?: (fraction: number) => void;
}

/** Attaches a file, then reloads the referral (its list of files and what it still needs). */
export function useUploadAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ referralId, file, description, onProgress }: UploadVariables) => uploadAttachment(referralId, file, description, onProgress),
    meta: { errorTitle: 'referrals:attachments.uploadFailed' },
    onSuccess: (_attachment, { referralId }) => queryClient.invalidateQueries({ queryKey: referralKeys.detail(referralId) }),
  });
}

/** DELETE /api/referrals/{id}/attachments/{attachmentId} (drafts, by whoever attached it) → 204. */
export const useDeleteAttachment = (referralId: number) =>
  useMutation({
    mutationFn: (attachmentId: number) => api.delete<void>(attachmentUrl(referralId, attachmentId)),
    meta: { errorTitle: 'referrals:attachments.removeFailed', invalidates: [referralKeys.detail(referralId)] },
  });

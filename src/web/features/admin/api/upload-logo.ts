import type { AdminClinic } from '@shared/contracts/admin';
import { uploadFile } from '@web/lib/upload';
import { useClinicRecordWrite } from './keys';

/**
 * POST /api/admin/clinics/{id}/logo as multipart with the field `logo`, reporting upload progress (0–100).
 * No error title: LogoUpload says what failed itself, a lost connection included.
 */
export const uploadLogo = ({ id, file, onProgress }: { id: number; file: File; onProgress?: (percent: number) => void }) =>
  uploadFile<AdminClinic>(`/api/admin/clinics/${id}/logo`, 'logo', file, onProgress);

export const useUploadLogo = () => useClinicRecordWrite(uploadLogo);

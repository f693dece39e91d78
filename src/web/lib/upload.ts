import { apiErrorOf } from '@web/lib/api-client';

/**
 * POSTs one file as multipart/form-data with XMLHttpRequest, because fetch cannot report upload
 * progress. Errors follow the api client's rule (SPEC §8): `status: text`, with the server's
 * message kept for toasts. A network failure rejects with a plain Error (status 0).
 */
export function uploadFile<T>(url: string, field: string, file: Blob, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        try {
          resolve((text ? JSON.parse(text) : undefined) as T);
        } catch (err) {
          reject(err instanceof Error ? err : new Error(String(err)));
        }
        return;
      }
      reject(apiErrorOf(xhr.status, xhr.statusText, text));
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.onabort = () => reject(new Error('Upload aborted'));
    const form = new FormData();
    form.append(field, file, file instanceof File ? file.name : field);
    xhr.send(form);
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiErrorOf } from '@web/lib/api-client';

/** The file name the server gives the export, else a dated default. */
const filenameOf = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'vetreferral-data.json';

/**
 * GET /api/me/export: fetched as a file and handed to the browser as a download (a link with a
 * session cookie cannot show a loading state or an error; a fetch can).
 */
export async function downloadMyData(): Promise<void> {
  const res = await fetch('/api/me/export', { credentials: 'include' });
  if (!res.ok) throw apiErrorOf(res.status, res.statusText, await res.text());
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filenameOf(res.headers.get('content-disposition'));
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });

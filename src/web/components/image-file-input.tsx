import { type Ref } from 'react';

/** What the image pipeline takes (src/server/modules/images): PNG, JPEG or WebP up to 5 MB. */
const TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * Why a chosen image would be refused, or null. The browser's check only saves a round trip: the
 * server decodes the bytes and is the one that decides.
 */
export const imageProblem = (file: File): 'wrongType' | 'tooLarge' | null => (!TYPES.has(file.type) ? 'wrongType' : file.size > MAX_BYTES ? 'tooLarge' : null);

/** The file field of a logo upload (the admin's and the clinic's own). */
export function ImageFileInput({ ref, id, describedBy, disabled, onChoose }: { ref: Ref<HTMLInputElement>; id: string; describedBy: string; disabled: boolean; onChoose: (file: File | undefined) => void }) {
  return (
    <input
      ref={ref}
      id={id}
      type="file"
      accept={[...TYPES].join(',')}
      aria-describedby={describedBy}
      disabled={disabled}
      onChange={(e) => onChoose(e.target.files?.[0])}
      className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-100"
    />
  );
}

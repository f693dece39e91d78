import type { ATTACHMENT_TYPES } from '@shared/contracts/referrals';

type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

const startsWith = (b: Buffer, bytes: number[], at = 0) => bytes.every((x, i) => b[at + i] === x);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * The type of a file from its first bytes (at least 132 when the file has them), never from its name
 * or the client's Content-Type. Plain text is valid UTF-8 without NUL or other binary control bytes.
 * Undefined for anything else.
 */
export function sniffContentType(head: Buffer): AttachmentType | undefined {
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  // DICOM Part 10: a 128-byte preamble, then "DICM".
  if (head.length >= 132 && startsWith(head, ascii('DICM'), 128)) return 'application/dicom';
  if (head.length > 0 && isText(head)) return 'text/plain';
  return undefined;
}

function isText(head: Buffer): boolean {
  for (const byte of head) {
    // NUL and C0 controls other than tab, line feed, form feed and carriage return (and ESC) mean binary.
    if (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d, 0x1b].includes(byte)) return false;
  }
  try {
    // The head may end inside a multi-byte character: decode in streaming mode so that is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

import { DISPLAY_ORDER_MAX } from '@shared/contracts/admin';

/**
 * SPEC §5: the display order is parsed as an integer. A blank or unreadable entry takes the fallback
 * (for a new specialty, the count of specialties plus one); a negative one is clamped to 0.
 */
export function parseDisplayOrder(text: string, fallback: number): number {
  const parsed = Number.parseInt(text.trim(), 10);
  if (Number.isNaN(parsed)) return fallback;
  return Math.min(DISPLAY_ORDER_MAX, Math.max(0, parsed));
}

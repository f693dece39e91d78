import { ID_MAX } from '@shared/ids';
import { momentTime } from '@shared/contracts/dates';
import { appError } from '../../errors';
import type { ListKey } from './repository';

/**
 * The referral lists' cursors (docs/decisions/110): the last row's sort keys as JSON in base64url,
 * opaque to clients. Read back strictly: anything the server did not write for this list is a 400
 * REFERRAL_CURSOR_INVALID, never a 500 or a silently different page.
 */
export function encodeCursor(key: ListKey): string {
  const values =
    key.list === 'sent'
      ? ['s', key.updated_at, key.id]
      : key.list === 'inbox'
        ? ['i', key.unopened, key.urgency, key.submitted_at, key.id]
        : ['q', key.view, key.at, key.emergency, key.overdue, key.submitted_at, key.id];
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

// The keys meet the rules of ids and moments the API takes anywhere else: an id past ID_MAX, compared
// with PostgreSQL's int column, failed the query with a 500 (security issue 56); an impossible moment
// is no key the server wrote.
const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0 && (v as number) <= ID_MAX;
const isMoment = (v: unknown): v is string => typeof v === 'string' && v.length <= 40 && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z?$/.test(v) && momentTime(v) !== null;
const isRank = (v: unknown, most: number): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= most;

/**
 * A cursor for `list` (and, for the queue, its view: a cursor of another view is refused, as is an
 * inbox cursor in a queue view and the reverse, docs/decisions/154).
 */
export function decodeCursor(cursor: string, list: ListKey['list'], view?: 'action' | 'open'): ListKey {
  let values: unknown;
  try {
    values = /^[A-Za-z0-9_-]+$/.test(cursor) ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : undefined;
  } catch {
    values = undefined;
  }
  if (Array.isArray(values)) {
    const [tag, a, b, c, d, e, f] = values as unknown[];
    if (list === 'sent' && tag === 's' && values.length === 3 && isMoment(a) && isId(b)) return { list, updated_at: a, id: b };
    if (list === 'inbox' && tag === 'i' && values.length === 5 && isRank(a, 1) && isRank(b, 3) && isMoment(c) && isId(d))
      return { list, unopened: a, urgency: b, submitted_at: c, id: d };
    if (list === 'queue' && tag === 'q' && values.length === 7 && a === view && isMoment(b) && isRank(c, 1) && isRank(d, 1) && isMoment(e) && isId(f) && view !== undefined)
      return { list, view, at: b, emergency: c, overdue: d, submitted_at: e, id: f };
  }
  throw appError('REFERRAL_CURSOR_INVALID');
}

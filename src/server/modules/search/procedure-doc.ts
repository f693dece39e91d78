import type { SearchResult } from '@shared/contracts/search';

/**
 * A hospital's first quote and first procedure wait entry whose search_key contains a procedure
 * search's term, read from its own row (migration 024, docs/decisions/122): `keys` is its
 * procedure_key (one search_key a line: the quotes by procedure name then id, then the wait entries by
 * procedure then id) and `doc` its procedure_lines, the same entries line for line, each a JSON array
 * (["p", procedure name, price range, updated at] or ["w", procedure, wait time, last updated]): the
 * JSON itself where it is ASCII once its accents and dashes are `\uXXXX` escapes, else its hex
 * (migration 026, docs/decisions/143; procedure_doc, all hex, is the previous release's).
 *
 * The term is found with indexOf, as the SQL found it with instr or an escaped LIKE: a plain substring.
 * Neither a term nor a search_key holds a line break, so every hit lies within one line, and the
 * first hit on a quote's line is the first matching quote. Only the lines kept are decoded.
 */
const ZERO = '0'.charCodeAt(0);
const BRACKET = '['.charCodeAt(0);
const P = 'p'.charCodeAt(0);

export function procedureMatchOf(keys: string, doc: string, term: string): NonNullable<SearchResult['procedureMatch']> | null {
  let quote: string[] | undefined;
  let wait: string[] | undefined;
  // The start of the line being looked at, in keys and in doc.
  let keyLine = 0;
  let docLine = 0;
  for (let hit = keys.indexOf(term); hit >= 0 && !wait; ) {
    for (let next = keys.indexOf('\n', keyLine); next >= 0 && next < hit; next = keys.indexOf('\n', keyLine)) {
      keyLine = next + 1;
      docLine = doc.indexOf('\n', docLine) + 1;
    }
    // A JSON line starts `["p"` or `["w"`; a hex one `5B2270` or `5B2277`: its sixth digit is the
    // kind's second one (0x70, 0x77).
    const json = doc.charCodeAt(docLine) === BRACKET;
    const isQuote = json ? doc.charCodeAt(docLine + 2) === P : doc.charCodeAt(docLine + 5) === ZERO;
    if (!isQuote || !quote) {
      const end = doc.indexOf('\n', docLine);
      const entry = entryOf(doc.slice(docLine, end < 0 ? doc.length : end));
      if (isQuote) quote = entry;
      else wait = entry;
    }
    const lineEnd = keys.indexOf('\n', keyLine);
    if (lineEnd < 0) break;
    hit = keys.indexOf(term, lineEnd + 1);
  }
  if (!quote && !wait) return null;
  return {
    procedure: (quote ?? wait)![1]!,
    price_range: quote?.[2] ?? null,
    price_updated: quote?.[3] ?? null,
    wait_time: wait?.[2] ?? null,
    last_updated: wait?.[3] ?? null,
  };
}

/** One line of procedure_lines (or procedure_doc) as its entry, whichever form it is stored in. */
export function entryOf(line: string): string[] {
  return JSON.parse(line.charCodeAt(0) === BRACKET ? line : decodeHex(line)) as string[];
}

/**
 * A line's hex as text, decoded into one buffer kept for it instead of a new Buffer a line: a procedure
 * search decodes up to two lines for each of its 50 hits (docs/decisions/140). A line longer than the
 * buffer gets its own.
 */
const scratch = Buffer.allocUnsafe(16_384);

function decodeHex(hex: string): string {
  if (hex.length > scratch.length * 2) return Buffer.from(hex, 'hex').toString('utf8');
  const bytes = scratch.write(hex, 0, 'hex');
  return scratch.toString('utf8', 0, bytes);
}

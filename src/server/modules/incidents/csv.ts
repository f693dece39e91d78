/**
 * CSV as RFC 4180 writes it (comma, CRLF, quotes doubled, a field quoted when it holds a comma, a
 * semicolon, a quote or a line break), made safe to open in a spreadsheet (OWASP "CSV injection"). A
 * spreadsheet in French-Canadian settings splits the file on `;`, its list separator, so a formula
 * can start a cell there too: every cell, and every part of a cell after a `;`, that starts with
 * = + - @ or a tab or carriage return, after any leading quotes, apostrophes or spaces, gets one more
 * apostrophe in front, so it is never read as a formula whichever separator the reader uses.
 * `parseCsv` undoes both, so the export round-trips (docs/decisions/107).
 */
const FORMULA = /^['"\s]*[=+\-@\t\r]/;
const AFTER_SEMICOLON = /;(?=['"\s]*[=+\-@\t\r])/g;
const GUARDED_AFTER_SEMICOLON = /;'(?=['"\s]*[=+\-@\t\r])/g;

/** The guarded text of a value. One apostrophe is added only where the pattern matches, and the guarded
 * text still matches there, so `unguard` can tell an added apostrophe from one the value had. */
const guard = (value: string): string => {
  const parts = value.replace(AFTER_SEMICOLON, ";'");
  return FORMULA.test(parts) ? `'${parts}` : parts;
};

const unguard = (field: string): string => {
  const start = FORMULA.test(field) && field.startsWith("'") ? field.slice(1) : field;
  return start.replace(GUARDED_AFTER_SEMICOLON, ';');
};

const cell = (value: string): string => {
  const safe = guard(value);
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The rows as one CSV text, header first; a byte-order mark lets spreadsheets read it as UTF-8. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\ufeff${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Reads what toCsv wrote (or any RFC 4180 text) back into rows of cells, formula guards removed. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.startsWith('\ufeff') ? 1 : 0;
  const endField = () => {
    row.push(unguard(field));
    field = '';
  };
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endField();
    else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}

/**
 * CSV as RFC 4180 writes it (comma, CRLF, quotes doubled, a field quoted when it holds a comma, a
 * quote or a line break), made safe to open in a spreadsheet: a cell that starts with = + - @ or a
 * tab or carriage return, after any leading quotes, gets one more leading ' so it is never read as
 * a formula (OWASP "CSV injection"). `parseCsv` undoes both, so the export round-trips
 * (docs/decisions/107).
 */
const FORMULA = /^'*[=+\-@\t\r]/;

const cell = (value: string): string => {
  const safe = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
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
    row.push(FORMULA.test(field) && field.startsWith("'") ? field.slice(1) : field);
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

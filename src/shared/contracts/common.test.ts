import { describe, expect, it } from 'vitest';
import { idFromText } from '../ids';
import { ID_MSG, idParam } from './common';

describe('idParam', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
    [7, 7],
    [2147483647, 2147483647],
  ])('accepts %j as %d', (input, id) => expect(idParam.parse(input)).toBe(id));

  it.each(['0x10', '1e3', '+1', 'true', '01', ' 1', '1 ', '1.0', '0', '-1', '', '2147483648', '99999999999', '１', 1.5, 0, -1, 2 ** 31, true, null, [1]])(
    'refuses %j with the id message',
    (input) => {
      const r = idParam.safeParse(input);
      expect(r.success).toBe(false);
      expect(r.error!.issues.map((i) => i.message)).toEqual([ID_MSG]);
    },
  );
});

describe('idFromText (the web reads a route :id without zod)', () => {
  it.each(['1', '42', '2147483647', '0x10', '1e3', '+1', 'true', '01', ' 1', '1 ', '1.0', '0', '-1', '', '2147483648', '99999999999', '１'])(
    'reads %j as idParam does',
    (text) => {
      const r = idParam.safeParse(text);
      expect(idFromText(text)).toBe(r.success ? r.data : null);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { parseDisplayOrder } from './display-order';

describe('parseDisplayOrder', () => {
  it.each([
    ['7', 16, 7],
    [' 12 ', 16, 12],
    ['3.9', 16, 3],
    ['', 16, 16],
    ['abc', 16, 16],
    ['-4', 16, 0],
    ['999999', 16, 100000],
  ])('reads %j (fallback %i) as %i', (text, fallback, expected) => {
    expect(parseDisplayOrder(text, fallback)).toBe(expected);
  });
});

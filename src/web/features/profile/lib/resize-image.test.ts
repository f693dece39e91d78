import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_SIDE } from '@shared/constants';
import { fitWithin } from './resize-image';

describe('fitWithin (avatar resize, SPEC §9: longest side at most 400 px)', () => {
  it.each([
    [[1200, 800], [400, 267]],
    [[800, 1200], [267, 400]],
    [[4000, 4000], [400, 400]],
    [[401, 10], [400, 10]],
    [[5000, 3], [400, 1]],
  ])('shrinks %j to %j', ([w, h], expected) => {
    expect(fitWithin(w!, h!, AVATAR_MAX_SIDE)).toEqual({ width: expected[0], height: expected[1] });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(120, 80)).toEqual({ width: 120, height: 80 });
    expect(fitWithin(400, 300)).toEqual({ width: 400, height: 300 });
  });

  it('refuses an image without size', () => {
    expect(() => fitWithin(0, 10)).toThrow();
  });
});

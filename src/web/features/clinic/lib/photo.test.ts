import { describe, expect, it } from 'vitest';
import { fitWithin } from './photo';

describe('fitWithin', () => {
  it('scales a landscape photo so its width is the maximum, keeping the ratio', () => {
    expect(fitWithin(3000, 2000, 600)).toEqual({ width: 600, height: 400 });
  });

  it('scales a portrait photo by its height', () => {
    expect(fitWithin(1200, 4000, 600)).toEqual({ width: 180, height: 600 });
  });

  it('never enlarges a photo that is already small enough', () => {
    expect(fitWithin(320, 240, 600)).toEqual({ width: 320, height: 240 });
    expect(fitWithin(600, 600, 600)).toEqual({ width: 600, height: 600 });
  });

  it('keeps at least one pixel on a very thin image and rejects empty ones', () => {
    expect(fitWithin(6000, 2, 600)).toEqual({ width: 600, height: 1 });
    expect(fitWithin(0, 100, 600)).toEqual({ width: 0, height: 0 });
  });
});

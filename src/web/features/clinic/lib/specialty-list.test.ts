import { describe, expect, it } from 'vitest';
import { joinList, splitList } from './specialty-list';

describe('splitList', () => {
  it('splits on commas and trims each entry', () => {
    expect(splitList(' Cardiology,Echocardiography ,  Interventional cardiology ')).toEqual([
      'Cardiology',
      'Echocardiography',
      'Interventional cardiology',
    ]);
  });

  it('drops blank entries and repeats, whatever their case', () => {
    expect(splitList('Oncology, , oncology,,Radiation  oncology')).toEqual(['Oncology', 'Radiation oncology']);
  });

  it('gives an empty list for an empty or blank field', () => {
    expect(splitList('')).toEqual([]);
    expect(splitList(' ,  , ')).toEqual([]);
  });

  it('round-trips through joinList', () => {
    expect(splitList(joinList(['Neurology', 'MRI']))).toEqual(['Neurology', 'MRI']);
  });
});

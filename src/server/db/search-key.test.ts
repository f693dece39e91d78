import { describe, expect, it } from 'vitest';
import { escapeLike, searchKey } from './search-key';

describe('searchKey', () => {
  it.each([
    ['Hôpital  Vétérinaire', 'hopital veterinaire'],
    ['Centre Saint-Éloi', 'centre saint-eloi'],
    ['Clinique du Cœur', 'clinique du coeur'],
    ['ÆSIR Straße', 'aesir strasse'],
    ['  MRI – brain ', 'mri – brain'],
  ])('%s → %s', (input, expected) => expect(searchKey(input)).toBe(expected));
});

describe('escapeLike', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});

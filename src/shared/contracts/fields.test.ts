import { describe, expect, it } from 'vitest';
import { clinicProfileBody, CLINIC_MSG } from './clinic';
import { FIELD_MSG, hasUserInfo, isWebsite, websiteHref } from './fields';

describe('website fields', () => {
  it.each(['www.example.ca', 'example.ca', 'https://example.ca', 'http://vet.example.ca/referrals?x=1', 'clinic.example.ca:8443/path'])(
    'accepts %s',
    (v) => expect(isWebsite(v)).toBe(true),
  );

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<b>', 'mailto:a@b.ca', 'ftp://example.ca', 'not a url', 'localhost', 'https://', 'vbscript:x'])(
    'refuses %s',
    (v) => expect(isWebsite(v)).toBe(false),
  );

  // User info makes an address read as one site and lead to another (security issue point 9).
  it.each([
    'https://trusted.ca@evil.example/',
    'http://user:secret@evil.example',
    'https://user@evil.example/path',
    'https://:secret@evil.example',
    'https://@evil.example',
    'HTTPS://trusted.ca@evil.example',
    'trusted.ca@evil.example',
    'trusted.ca@evil.example/path',
  ])('refuses %s (user info) and never links it', (v) => {
    expect(hasUserInfo(v)).toBe(true);
    expect(isWebsite(v)).toBe(false);
    expect(websiteHref(v)).toBeNull();
  });

  it.each(['https://example.ca/@clinic', 'https://example.ca/path?by=a@b.ca', 'https://example.ca/#@x', 'example.ca/team/@dr'])(
    'accepts %s (an @ after the host is no user info)',
    (v) => {
      expect(hasUserInfo(v)).toBe(false);
      expect(isWebsite(v)).toBe(true);
    },
  );

  it('words the user-info refusal in the website field', () => {
    const base = { name: 'A', address: 'B', province: 'Yukon', contact_email: 'a@b.ca' };
    const messageFor = (website_url: string) => clinicProfileBody.safeParse({ ...base, website_url }).error?.issues.map((i) => i.message);
    expect(messageFor('https://trusted.ca@evil.example/')).toEqual([FIELD_MSG.websiteUserInfo]);
    expect(messageFor('trusted.ca@evil.example')).toEqual([FIELD_MSG.websiteUserInfo]);
    expect(messageFor('mailto:a@b.ca')).toEqual([FIELD_MSG.website]);
    expect(messageFor('not a url')).toEqual([FIELD_MSG.website]);
  });

  it('adds https:// to bare domains and never links other schemes', () => {
    expect(websiteHref('www.example.ca')).toBe('https://www.example.ca/');
    expect(websiteHref('http://example.ca')).toBe('http://example.ca/');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });
});

describe('clinic profile schema', () => {
  it('reports the SPEC messages for missing name, address and province', () => {
    const r = clinicProfileBody.safeParse({ name: ' ', address: '', contact_email: 'nope' });
    const byPath = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toMatchObject({
      name: CLINIC_MSG.name,
      address: CLINIC_MSG.address,
      province: CLINIC_MSG.province,
      contact_email: 'Invalid email address',
    });
  });

  it('turns blank optional fields into null', () => {
    const v = clinicProfileBody.parse({ name: 'A', address: 'B', province: 'Yukon', contact_email: 'a@b.ca', city: '  ', website_url: '', phone: null });
    expect(v).toMatchObject({ city: null, website_url: null, phone: null });
  });

  it('leaves absent optional fields out, so a save that omits them keeps what is stored', () => {
    const v = clinicProfileBody.parse({ name: 'A', address: 'B', province: 'Yukon', contact_email: 'a@b.ca' });
    expect(Object.keys(v).sort()).toEqual(['address', 'contact_email', 'name', 'province']);
  });
});

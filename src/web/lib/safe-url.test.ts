import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref, websiteHref, websiteLabel } from './safe-url';

describe('websiteHref', () => {
  it.each([
    ['www.rideau-vsc.example.ca', 'https://www.rideau-vsc.example.ca/'],
    ['rideau-vsc.example.ca/referrals', 'https://rideau-vsc.example.ca/referrals'],
    ['  example.ca  ', 'https://example.ca/'],
    ['example.ca:8080/x', 'https://example.ca:8080/x'],
  ])('adds https:// to a bare address: %s', (raw, href) => {
    expect(websiteHref(raw)).toBe(href);
  });

  it.each([
    ['https://www.example.ca', 'https://www.example.ca/'],
    ['http://example.ca/path?q=1', 'http://example.ca/path?q=1'],
    ['HTTPS://Example.CA/Page', 'https://example.ca/Page'],
  ])('keeps http and https: %s', (raw, href) => {
    expect(websiteHref(raw)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:info@example.ca',
    'tel:6135550142',
    // Protocol-relative addresses are refused by the server's validation too.
    '//cdn.example.ca',
    'ftp://example.ca',
    'file:///etc/passwd',
    'java\tscript:alert(1)',
    'exa mple.ca',
    'https://',
    '',
    '   ',
    null,
    undefined,
  ])('gives null for anything that is not a web address: %j', (raw) => {
    expect(websiteHref(raw)).toBeNull();
  });

  it('labels a link without its scheme', () => {
    expect(websiteLabel('https://www.example.ca/')).toBe('www.example.ca');
    expect(websiteLabel('http://example.ca/a')).toBe('example.ca/a');
  });
});

describe('mailtoHref and telHref', () => {
  it('links plain e-mail addresses only', () => {
    expect(mailtoHref('referrals@rideau-vsc.example.ca')).toBe('mailto:referrals@rideau-vsc.example.ca');
    expect(mailtoHref('a@b.ca?bcc=x@y.ca')).toBeNull();
    expect(mailtoHref('javascript:alert(1)//@x.ca')).toBeNull();
    expect(mailtoHref('not an email')).toBeNull();
    expect(mailtoHref(null)).toBeNull();
  });

  it('keeps the digits of a phone number', () => {
    expect(telHref('613-555-0142')).toBe('tel:6135550142');
    expect(telHref('+1 (613) 555-0142')).toBe('tel:+16135550142');
    expect(telHref('call us')).toBeNull();
    expect(telHref(null)).toBeNull();
  });
});

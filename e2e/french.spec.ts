import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, type BrowserContext, type Page, type Request, expect, test } from '@playwright/test';
import enAdmin from '../src/web/i18n/en-CA/admin';
import enAuth from '../src/web/i18n/en-CA/auth';
import enClinic from '../src/web/i18n/en-CA/clinic';
import enCommon from '../src/web/i18n/en-CA/common';
import enDocument from '../src/web/i18n/en-CA/document';
import enErrors from '../src/web/i18n/en-CA/errors';
import enHospitals from '../src/web/i18n/en-CA/hospitals';
import enNav from '../src/web/i18n/en-CA/nav';
import enPages from '../src/web/i18n/en-CA/pages';
import enProfile from '../src/web/i18n/en-CA/profile';
import enSite from '../src/web/i18n/en-CA/site';
import enSiteAbout from '../src/web/i18n/en-CA/site-about';
import enSiteContact from '../src/web/i18n/en-CA/site-contact';
import enSiteLegal from '../src/web/i18n/en-CA/site-legal';
import enValidation from '../src/web/i18n/en-CA/validation';
import enVet from '../src/web/i18n/en-CA/vet';
import enVocabulary from '../src/web/i18n/en-CA/vocabulary';
import frAdmin from '../src/web/i18n/fr-CA/admin';
import frAuth from '../src/web/i18n/fr-CA/auth';
import frClinic from '../src/web/i18n/fr-CA/clinic';
import { COGNATES } from '../src/web/i18n/fr-CA/cognates';
import frCommon from '../src/web/i18n/fr-CA/common';
import frDocument from '../src/web/i18n/fr-CA/document';
import frErrors from '../src/web/i18n/fr-CA/errors';
import frHospitals from '../src/web/i18n/fr-CA/hospitals';
import frNav from '../src/web/i18n/fr-CA/nav';
import frPages from '../src/web/i18n/fr-CA/pages';
import frProfile from '../src/web/i18n/fr-CA/profile';
import frSite from '../src/web/i18n/fr-CA/site';
import frSiteAbout from '../src/web/i18n/fr-CA/site-about';
import frSiteContact from '../src/web/i18n/fr-CA/site-contact';
import frSiteLegal from '../src/web/i18n/fr-CA/site-legal';
import frValidation from '../src/web/i18n/fr-CA/validation';
import frVet from '../src/web/i18n/fr-CA/vet';
import frVocabulary from '../src/web/i18n/fr-CA/vocabulary';
import { DEMO_ACCOUNTS, E2E_PASSWORD, registerThroughUi, signIn } from './support';

/*
 * The product in French (issue 17): public pages served in French to a French browser, the EN | FR
 * switcher and how the choice is remembered, a walk through every route of every role looking for
 * English UI strings, and axe in French.
 *
 * "English UI string": a leaf of an en-CA catalogue (src/web/i18n/en-CA) of two words or more, split
 * at its {{placeholders}} and tags into literal parts of two words or more, leaving out the listed
 * cognates, leaves equal to their fr-CA value, and parts that also occur in some fr-CA string. User
 * and demo data (hospital names, descriptions, staff, procedures…: every string the API answered with)
 * is content, not UI, and is blanked out of the page before looking, except the stored values that
 * vocabulary.ts labels (provinces, wait times, specialties…), which the UI must show in French.
 */

// ---------------------------------------------------------------------------------------------------
// The catalogues
// ---------------------------------------------------------------------------------------------------

/** Every en-CA catalogue beside its fr-CA sibling, by file name (the namespace of the cognates list). */
const CATALOGUES: Record<string, [unknown, unknown]> = {
  admin: [enAdmin, frAdmin],
  auth: [enAuth, frAuth],
  clinic: [enClinic, frClinic],
  common: [enCommon, frCommon],
  document: [enDocument, frDocument],
  errors: [enErrors, frErrors],
  hospitals: [enHospitals, frHospitals],
  nav: [enNav, frNav],
  pages: [enPages, frPages],
  profile: [enProfile, frProfile],
  site: [enSite, frSite],
  'site-about': [enSiteAbout, frSiteAbout],
  'site-contact': [enSiteContact, frSiteContact],
  'site-legal': [enSiteLegal, frSiteLegal],
  validation: [enValidation, frValidation],
  vet: [enVet, frVet],
  vocabulary: [enVocabulary, frVocabulary],
};

type Leaf = { key: string; en: string; fr: unknown };

function leaves(en: unknown, fr: unknown, key: string, out: Leaf[] = []): Leaf[] {
  if (typeof en === 'string') out.push({ key, en, fr });
  else if (en && typeof en === 'object') {
    for (const [k, value] of Object.entries(en)) {
      leaves(value, (fr as Record<string, unknown> | undefined)?.[k], key.endsWith(':') ? `${key}${k}` : `${key}.${k}`, out);
    }
  }
  return out;
}

/** Whitespace (non-breaking spaces included) as single spaces; curly and straight apostrophes alike. */
const normalize = (s: string) => s.replace(/\s+/g, ' ').replace(/[’‘]/g, "'").trim();
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Words: whitespace-separated tokens with a letter or a digit in them. */
const wordCount = (s: string) => s.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
/** `s` as a whole phrase: not glued to a letter or digit on either side; case-insensitive (CSS uppercase). */
const phrase = (s: string) => {
  const start = /^[\p{L}\p{N}]/u.test(s) ? '(?<![\\p{L}\\p{N}])' : '';
  const end = /[\p{L}\p{N}]$/u.test(s) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${start}${escapeRe(s)}${end}`, 'iu');
};

const TOKENS = /\{\{[^}]+\}\}|\{[a-z]+\}|<\/?[^>]*>/g;
const ALL_LEAVES = Object.entries(CATALOGUES).flatMap(([ns, [en, fr]]) => leaves(en, fr, `${ns}:`));
const COGNATE_KEYS = new Set(COGNATES);
const FRENCH_STRINGS = ALL_LEAVES.flatMap((l) => (typeof l.fr === 'string' ? [normalize(l.fr)] : []));

interface UiString {
  text: string;
  keys: string[];
  re: RegExp;
}

/** The English UI strings to look for (see the file comment). */
const ENGLISH: UiString[] = (() => {
  const byText = new Map<string, UiString>();
  for (const leaf of ALL_LEAVES) {
    if (COGNATE_KEYS.has(leaf.key) || leaf.en === leaf.fr) continue;
    for (const raw of leaf.en.split(TOKENS)) {
      const text = normalize(raw);
      if (wordCount(text) < 2) continue;
      const re = phrase(text);
      // A part that French also writes (a name, an address…) proves nothing.
      if (FRENCH_STRINGS.some((fr) => re.test(fr))) continue;
      const known = byText.get(text.toLowerCase());
      if (known) known.keys.push(leaf.key);
      else byText.set(text.toLowerCase(), { text, keys: [leaf.key], re });
    }
  }
  return [...byText.values()];
})();

/** The stored values vocabulary.ts labels (provinces, wait times, specialties, job titles…). */
const VOCABULARY_VALUES = new Set(leaves(enVocabulary, frVocabulary, 'vocabulary:').map((l) => normalize(l.en).toLowerCase()));
/**
 * The API fields that hold such a stored value: shown through vocabulary.ts, or beside the French the API
 * sends with it (a specialty's name and name_fr, a procedure wait's specialty and specialty_fr), so the UI
 * must show them in French and they are not blanked as data. The same words in free text (a staff
 * member's title or specialties, a clinic's notes) are data.
 */
const LABELLED_FIELDS = new Set(['province', 'wait_time', 'job_title', 'practice_type', 'role', 'notes', 'name', 'specialty']);

/** The English UI strings found in `text` (already normalized, data blanked out). */
const englishIn = (text: string) => ENGLISH.filter((s) => s.re.test(text));

// ---------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------

/** A label as a pattern for an accessible name, in which any run of spaces (non-breaking too) is one space. */
const namePattern = (s: string) => escapeRe(s).replace(/\s+/g, '\\s+');
/** Either language's spelling of a label, exactly. */
const either = (en: string, fr: string) => new RegExp(`^(?:${namePattern(en)}|${namePattern(fr)})$`);
/** A label with a {{placeholder}} in it: either language's text before the first placeholder. */
const startsWith = (en: string, fr: string) => new RegExp(`^(?:${namePattern(en.split('{{')[0]!)}|${namePattern(fr.split('{{')[0]!)})`);

/** The switcher's buttons are named in their own language, whatever the language shown. */
const switcherButton = (page: Page, name: 'English' | 'Français') => page.getByRole('banner').getByRole('button', { name, exact: true });

async function switchToFrench(page: Page) {
  await switcherButton(page, 'Français').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** Serious and critical axe violations, one line each. */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function expectAxeCleanInFrench(page: Page, where: string) {
  await expect.soft(page.locator('html'), `${where}: <html lang>`).toHaveAttribute('lang', 'fr-CA');
  expect.soft(await seriousAxeViolations(page), `axe in French on ${where}: serious or critical violations`).toEqual([]);
}

/** A demo hospital's id, asked through the signed-in page's own session. */
async function hospitalId(page: Page, name: string): Promise<number> {
  const res = await page.request.get(`/api/hospitals/search?name=${encodeURIComponent(name)}`);
  expect(res.ok()).toBe(true);
  const found = ((await res.json()) as { id: number; name: string }[]).find((h) => h.name === name);
  expect(found, `demo hospital ${name}`).toBeTruthy();
  return found!.id;
}

const RIDEAU = 'Rideau Veterinary Specialty Centre';

/**
 * The demo accounts are shared with every other spec, which expects them in English: the language a
 * walk chooses is kept in this browser context (the PATCH is answered here, and GET /api/user answers
 * with it), never stored on the server. The stored preference itself is tested with a fresh account.
 */
async function keepLanguageInThisContext(context: BrowserContext) {
  let chosen: string | undefined;
  await context.route('**/api/user/profile', async (route) => {
    const request = route.request();
    const body = request.method() === 'PATCH' ? (request.postDataJSON() as Record<string, unknown> | null) : null;
    if (!body || Object.keys(body).join() !== 'language') return route.fallback();
    chosen = String(body.language);
    const user = (await (await context.request.get(new URL('/api/user', request.url()).href)).json()) as object;
    return route.fulfill({ json: { ...user, language: chosen } });
  });
  await context.route('**/api/user', async (route) => {
    if (route.request().method() !== 'GET' || !chosen) return route.fallback();
    const response = await route.fetch();
    const user = (await response.json().catch(() => null)) as object | null;
    return route.fulfill({ response, json: user ? { ...user, language: chosen } : user });
  });
}

interface CheckOptions {
  /**
   * The admin's specialty catalogue edits each specialty's stored name and its French name, showing
   * both: there the English names are the data being edited, not UI.
   */
  specialtyNamesAreData?: boolean;
}

/**
 * Walks pages of one browser context, collecting what every API answer for the document shown said
 * (data, blanked out before looking) and, per stop, the English UI strings on the page: its visible text (document.body.innerText)
 * and, reported apart, the accessible text of attributes (aria-label, placeholder, alt, title) and the
 * document title.
 */
class FrenchWalk {
  /** English string (with its keys) → the stops it was seen on. */
  readonly textHits = new Map<string, string[]>();
  readonly attributeHits = new Map<string, string[]>();
  readonly langProblems: string[] = [];
  readonly stops: string[] = [];
  /** Free text the API sent for the document shown → how many times. */
  private data = new Map<string, number>();
  /** Specialty names as stored (in English), for the one place that edits them (see CheckOptions). */
  private specialtyNames = new Set<string>();
  private readonly reading: Promise<unknown>[] = [];
  private readonly inflight = new Map<Request, number>();

  constructor(context: BrowserContext) {
    context.on('request', (r) => {
      this.inflight.set(r, Date.now());
      // A new document: what the API sent the last one is no longer on screen.
      if (r.isNavigationRequest() && r.frame().parentFrame() === null) {
        this.data = new Map();
        this.specialtyNames = new Set();
      }
    });
    context.on('requestfinished', (r) => this.inflight.delete(r));
    context.on('requestfailed', (r) => this.inflight.delete(r));
    context.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/api/') || response.status() < 200 || response.status() >= 300) return;
      if (!(response.headers()['content-type'] ?? '').includes('json')) return;
      this.reading.push(
        response
          .json()
          .then((body) => this.collect(body))
          .catch(() => {}),
      );
    });
  }

  private collect(value: unknown, field = '') {
    if (typeof value === 'string') {
      const s = normalize(value);
      if (wordCount(s) < 2) return;
      if (!LABELLED_FIELDS.has(field) || !VOCABULARY_VALUES.has(s.toLowerCase())) this.data.set(s, (this.data.get(s) ?? 0) + 1);
      else if (field === 'name' || field === 'specialty') this.specialtyNames.add(s);
    } else if (Array.isArray(value)) {
      for (const item of value) this.collect(item, `${field}[]`);
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) this.collect(child, key);
    }
  }

  /** Waits until the context has had no request under way for a moment (at most 8 s). */
  async settle(page: Page) {
    const deadline = Date.now() + 8_000;
    let quietSince = 0;
    while (Date.now() < deadline) {
      // A request open for more than 8 s (a stream, a stuck preload) does not hold the walk up.
      const busy = [...this.inflight.values()].some((t) => Date.now() - t < 8_000);
      if (busy) quietSince = 0;
      else if (!quietSince) quietSince = Date.now();
      else if (Date.now() - quietSince >= 300) break;
      await page.waitForTimeout(50);
    }
    await Promise.allSettled(this.reading);
  }

  /**
   * `text` without the data: every occurrence of each string the API sent, longest first, except that
   * free text which happens to be a label of vocabulary.ts (a staff member's specialty "Internal
   * Medicine") is blanked only as many times as it was sent, so the same words shown as a label in
   * English elsewhere on the page are still found.
   */
  private blankData(text: string, options: CheckOptions) {
    let out = normalize(text);
    const data = [...this.data];
    if (options.specialtyNamesAreData) for (const name of this.specialtyNames) data.push([name, Infinity]);
    for (const [d, sent] of data.sort(([a], [b]) => b.length - a.length)) {
      if (!out.toLowerCase().includes(d.toLowerCase())) continue;
      const limit = VOCABULARY_VALUES.has(d.toLowerCase()) ? sent : Infinity;
      let blanked = 0;
      out = out.replace(new RegExp(escapeRe(d), 'giu'), (m) => (blanked++ < limit ? ' ¦ ' : m));
    }
    return out;
  }

  private record(hits: Map<string, string[]>, found: UiString[], stop: string) {
    for (const s of found) {
      const id = `"${s.text}" (${s.keys.join(', ')})`;
      hits.set(id, [...(hits.get(id) ?? []), stop]);
    }
  }

  /** Looks for English on the page as it is now, recorded under `stop`. */
  async check(page: Page, stop: string, options: CheckOptions = {}) {
    await this.settle(page);
    this.stops.push(stop);
    const snapshot = await page.evaluate(() => {
      const names = ['aria-label', 'aria-description', 'aria-placeholder', 'aria-valuetext', 'placeholder', 'alt', 'title'];
      const attributes: string[] = [document.title];
      for (const el of document.body.querySelectorAll('*')) {
        if (!el.checkVisibility()) continue;
        for (const name of names) {
          const value = el.getAttribute(name);
          if (value) attributes.push(value);
        }
      }
      return { lang: document.documentElement.lang, text: document.body.innerText, attributes };
    });
    if (snapshot.lang !== 'fr-CA') this.langProblems.push(`${stop}: <html lang="${snapshot.lang}">`);
    this.record(this.textHits, englishIn(this.blankData(snapshot.text, options)), stop);
    this.record(this.attributeHits, englishIn(this.blankData(snapshot.attributes.join(' ¦ '), options)), stop);
  }

  /** Goes to `path`, waits for its h1 (or a toast, for a page that sends this role elsewhere), then checks. */
  async visit(page: Page, path: string, stop = path) {
    await page.goto(path);
    await expect(h1(page)).toBeVisible();
    await this.check(page, stop);
  }

  /** A route this role may not open: the app sends it elsewhere with a notice, which must be French too. */
  async visitDenied(page: Page, path: string) {
    await page.goto(path);
    await page
      .getByTestId('toast')
      .first()
      .waitFor({ timeout: 5_000 })
      .catch(() => {});
    await this.check(page, `${path} (not for this role: ${new URL(page.url()).pathname}, with its notice)`);
  }

  /** Clicks every tab on the page in turn, checking each (with the options `optionsFor` gives its name). */
  async eachTab(page: Page, stop: string, optionsFor: (tab: string) => CheckOptions = () => ({})) {
    const tabs = page.getByRole('tab');
    // count() does not wait: the tabs must have rendered first (CI once counted a page still loading).
    await expect(tabs.first(), `${stop}: tabs`).toBeVisible();
    const count = await tabs.count();
    expect(count, `${stop}: tabs`).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const tab = tabs.nth(i);
      const name = (await tab.innerText()).trim();
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await this.check(page, `${stop} — tab “${name}”`, optionsFor(name));
    }
  }

  /** Fails (softly) listing each English string with the stops it appeared on; attaches the report. */
  async report(role: string) {
    const lines = (hits: Map<string, string[]>) => [...hits].map(([s, stops]) => `${s} — on ${stops.join(' | ')}`).sort();
    const text = lines(this.textHits);
    const attributes = lines(this.attributeHits);
    await test.info().attach(`french-walk-${role}.txt`, {
      contentType: 'text/plain',
      body: [
        `Stops (${this.stops.length}):`,
        ...this.stops.map((s) => `  ${s}`),
        '',
        `English UI strings in the page text (${text.length}):`,
        ...text.map((l) => `  ${l}`),
        '',
        `English UI strings in attributes and the document title (${attributes.length}):`,
        ...attributes.map((l) => `  ${l}`),
        '',
        `<html lang> not fr-CA (${this.langProblems.length}):`,
        ...this.langProblems.map((l) => `  ${l}`),
      ].join('\n'),
    });
    expect.soft(this.langProblems, `${role}: pages whose <html lang> is not fr-CA`).toEqual([]);
    expect.soft(text, `${role}: English UI strings in the page text (document.body.innerText)`).toEqual([]);
    expect.soft(attributes, `${role}: English UI strings in aria-label/placeholder/alt/title or the document title`).toEqual([]);
  }
}

/** A fresh context signed in as a demo account, switched to French with the switcher. */
async function signedInFrench(browser: Browser, account: { username: string; password: string }) {
  const context = await browser.newContext();
  await keepLanguageInThisContext(context);
  const walk = new FrenchWalk(context);
  const page = await context.newPage();
  await signIn(page, account.username, account.password);
  await expect(h1(page)).toBeVisible();
  await switchToFrench(page);
  return { context, page, walk };
}

/** The static pages, the profile and the not-found page: the same for every signed-in role. */
async function walkCommonRoutes(page: Page, walk: FrenchWalk) {
  for (const path of ['/', '/about', '/contact', '/terms', '/privacy']) await walk.visit(page, path);
  await walk.visit(page, '/profile');
  await walk.visit(page, '/no-such-page-e2e', '/no-such-page-e2e (not found)');
}

// ---------------------------------------------------------------------------------------------------
// 1. A new visitor whose browser asks for French
// ---------------------------------------------------------------------------------------------------

const FRENCH_HEADERS = { 'Accept-Language': 'fr-CA,fr;q=0.9,en;q=0.5' };

/** Each public page with a string of its own French that must be in the first HTML. */
const PUBLIC_PAGES = [
  { path: '/', french: frSite.landing.title },
  { path: '/about', french: frSiteAbout.about.title },
  { path: '/contact', french: frSiteContact.contact.title },
  { path: '/terms', french: frSiteLegal.terms.title },
  { path: '/privacy', french: frSiteLegal.privacy.title },
  { path: '/auth', french: frAuth.title },
] as const;

/** What a reader of the raw HTML gets: its text and the attributes read out or shown, entities decoded. */
function readableHtml(html: string): string {
  const decode = (s: string) =>
    s
      .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
      .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
      .replace(/&nbsp;/g, '\u00a0')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return normalize(
    decode(
      html
        .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
        .replace(/<!--[\s\S]*?-->/g, ' ')
        .replace(
          /<[^>]+>/g,
          (tag) =>
            ` ¦ ${[...tag.matchAll(/\s(?:content|title|alt|aria-label|aria-description|placeholder)="([^"]*)"/g)].map((m) => m[1]).join(' ¦ ')} ¦ `,
        ),
    ),
  );
}

async function rawHtml(request: APIRequestContext, path: string, headers: Record<string, string>) {
  const res = await request.get(path, { headers });
  expect(res.status(), `${path}: status`).toBeLessThan(500);
  return { html: await res.text(), headers: res.headers() };
}

test.describe('a new visitor whose browser asks for French', () => {
  test.use({ locale: 'fr-CA', extraHTTPHeaders: FRENCH_HEADERS });

  test('gets every public page in French in the first HTML, with no English in it', async ({ request }) => {
    for (const { path, french } of PUBLIC_PAGES) {
      const { html } = await rawHtml(request, path, FRENCH_HEADERS);
      expect.soft(html, `${path}: <html lang="fr-CA"> in the first HTML`).toMatch(/<html[^>]*\slang="fr-CA"/);
      const readable = readableHtml(html);
      expect.soft(readable, `${path}: its French title in the first HTML`).toContain(normalize(french));
      expect.soft(readable, `${path}: the French footer in the first HTML`).toContain(normalize(frNav.footer.family));
      expect.soft(readable, `${path}: the French meta description`).toContain(normalize(frDocument.description));
      expect
        .soft(
          englishIn(readable).map((s) => `"${s.text}" (${s.keys.join(', ')})`),
          `${path}: en-CA UI strings in the first HTML (a flash of English)`,
        )
        .toEqual([]);
    }
    // Pages the build does not render: the French shell, still no English in it.
    for (const path of ['/login-test', '/admin-login', '/dashboard/vet', '/no-such-page-e2e']) {
      const { html } = await rawHtml(request, path, FRENCH_HEADERS);
      expect.soft(html, `${path}: <html lang="fr-CA"> in the first HTML`).toMatch(/<html[^>]*\slang="fr-CA"/);
      expect.soft(englishIn(readableHtml(html)).map((s) => s.text), `${path}: en-CA UI strings in the first HTML`).toEqual([]);
    }
  });

  test('the server chooses the document from the lang cookie, then Accept-Language', async ({ request }) => {
    const lang = async (headers: Record<string, string>) => /<html[^>]*\slang="([^"]+)"/.exec((await rawHtml(request, '/', headers)).html)?.[1];
    expect.soft(await lang({ 'Accept-Language': 'en-CA,en;q=0.9' }), 'Accept-Language: en-CA').toBe('en-CA');
    expect.soft(await lang({ 'Accept-Language': 'fr' }), 'Accept-Language: fr').toBe('fr-CA');
    expect.soft(await lang({ 'Accept-Language': 'fr-CA', Cookie: 'lang=en-CA' }), 'lang=en-CA cookie over a French browser').toBe('en-CA');
    expect.soft(await lang({ 'Accept-Language': 'en-CA', Cookie: 'lang=fr-CA' }), 'lang=fr-CA cookie over an English browser').toBe('fr-CA');
    const { headers } = await rawHtml(request, '/about', FRENCH_HEADERS);
    expect.soft((headers['vary'] ?? '').toLowerCase(), 'Vary on the language inputs').toMatch(/cookie/);
    expect.soft((headers['vary'] ?? '').toLowerCase(), 'Vary on the language inputs').toMatch(/accept-language/);
  });

  test('sees every public page in French in the browser, stays in French once the app runs, and axe is clean', async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ locale: 'fr-CA', extraHTTPHeaders: FRENCH_HEADERS });
    const walk = new FrenchWalk(context);
    const page = await context.newPage();
    for (const { path, french } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: french })).toBeVisible();
      await walk.check(page, path);
      if (path === '/' || path === '/auth') await expectAxeCleanInFrench(page, `${path} (visitor)`);
    }
    await expect(switcherButton(page, 'Français')).toHaveAttribute('aria-pressed', 'true');
    await expect(switcherButton(page, 'English')).toHaveAttribute('aria-pressed', 'false');
    // The other tab of /auth, and the pages the build does not render.
    await page.getByRole('tab', { name: either(enAuth.tabs.register, frAuth.tabs.register) }).click();
    await walk.check(page, '/auth — register tab');
    await page.getByRole('button', { name: either(enAuth.createAccount, frAuth.createAccount) }).click();
    await walk.check(page, '/auth — register tab, submitted empty (validation messages)');
    for (const path of ['/login-test', '/admin-login', '/forgot-password', '/reset-password']) await walk.visit(page, path);
    await walk.visit(page, '/reset-password?token=not-a-real-token-0123', '/reset-password (the form)');
    await page.goto('/invite?token=not-a-real-token-0123');
    await expect(page.getByText(frAuth.invite.invalid)).toBeVisible();
    await walk.check(page, '/invite (an invalid invitation)');
    await walk.visit(page, '/no-such-page-e2e', '/no-such-page-e2e (not found)');
    await walk.report('visitor');
    await context.close();
  });
});

// ---------------------------------------------------------------------------------------------------
// 2. The switcher
// ---------------------------------------------------------------------------------------------------

test.describe('the language switcher', () => {
  test('switches in place keeping the page state, sets <html lang>, and the choice is kept by the cookie and, signed in, by the account', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    // A fresh account: its stored preference is this test's alone.
    const username = await registerThroughUi(page, 'vet');
    await expect(page.getByRole('heading', { level: 1, name: enVet.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(switcherButton(page, 'English')).toHaveAttribute('aria-pressed', 'true');

    // Some state on the page: a half-typed search.
    await page.getByRole('radio', { name: enVet.search.modes.name }).click();
    await page.getByLabel(enVet.search.name, { exact: true }).fill('Ridea');
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    const url = page.url();

    const saved = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/user/profile' && r.method() === 'PATCH');
    await switcherButton(page, 'Français').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1, name: frVet.title })).toBeVisible();
    await expect(switcherButton(page, 'Français')).toHaveAttribute('aria-pressed', 'true');
    await expect(switcherButton(page, 'English')).toHaveAttribute('aria-pressed', 'false');
    // In place: same document, same URL, the form as it was.
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(page.url()).toBe(url);
    await expect(page.getByRole('radio', { name: frVet.search.modes.name })).toBeChecked();
    await expect(page.getByLabel(frVet.search.name, { exact: true })).toHaveValue('Ridea');
    expect((await saved).postDataJSON()).toEqual({ language: 'fr-CA' });

    // This browser remembers: the cookie, a reload, another page.
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('fr-CA');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1, name: frVet.title })).toBeVisible();
    const other = await page.context().newPage();
    await other.goto('/about');
    await expect(other.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(other.getByRole('heading', { level: 1, name: frSiteAbout.about.title })).toBeVisible();
    await other.close();

    // The account remembers: stored, and a new browser is in French once signed in.
    await expect
      .poll(async () => ((await (await page.request.get('/api/user')).json()) as { language?: string }).language, {
        message: 'GET /api/user: language',
      })
      .toBe('fr-CA');
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await signIn(fresh, username, E2E_PASSWORD);
    await expect(fresh.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(fresh.getByRole('heading', { level: 1, name: frVet.title })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value, 'lang cookie after signing in').toBe('fr-CA');
    // And back to English, in place.
    await switcherButton(fresh, 'English').click();
    await expect(fresh.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(fresh.getByRole('heading', { level: 1, name: enVet.title })).toBeVisible();
    await context.close();
  });

  test('is in the mobile drawer too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: enSiteAbout.about.title })).toBeVisible();
    await page.getByRole('button', { name: enNav.openMenu }).click();
    const drawer = page.getByTestId('mobile-drawer');
    await drawer.getByRole('button', { name: 'Français', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(drawer.getByRole('button', { name: 'Français', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(drawer.getByRole('link', { name: frNav.contact, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: frSiteAbout.about.title })).toBeVisible();
  });
});

// ---------------------------------------------------------------------------------------------------
// 3 and 4. Every route of every role in French: no English UI string; axe on the main pages
// ---------------------------------------------------------------------------------------------------

test.describe('every route in French', () => {
  // A control the walk looks for and does not find fails in seconds rather than at the test's timeout.
  test.use({ actionTimeout: 10_000 });
  test('referring vet', async ({ browser }) => {
    test.setTimeout(150_000);
    const { context, page, walk } = await signedInFrench(browser, DEMO_ACCOUNTS.vet);
    const rideau = await hospitalId(page, RIDEAU);

    await walk.visit(page, '/dashboard/vet', '/dashboard/vet (favourites)');
    const search = () => page.getByRole('button', { name: either(enVet.search.submit, frVet.search.submit), exact: true });
    const results = page.getByTestId('search-result');
    // Nothing chosen: the form's own message.
    await page.getByRole('radio', { name: either(enVet.search.modes.specialty, frVet.search.modes.specialty) }).click();
    await search().click();
    await walk.check(page, '/dashboard/vet — search with no specialty');
    // A specialty search with results.
    await page.getByLabel(either(enVet.search.specialty, frVet.search.specialty)).click();
    await page.getByRole('option').first().click();
    await search().click();
    await expect(results.first()).toBeVisible();
    await walk.check(page, '/dashboard/vet — specialty search results');
    await expectAxeCleanInFrench(page, '/dashboard/vet (search results)');
    // A procedure search (estimates), then a name search that finds nothing.
    await page.getByRole('radio', { name: either(enVet.search.modes.procedure, frVet.search.modes.procedure) }).click();
    await page.getByLabel(either(enVet.search.procedure, frVet.search.procedure), { exact: true }).fill('tplo');
    await search().click();
    await expect(results.first()).toBeVisible();
    await walk.check(page, '/dashboard/vet — procedure search results');
    await page.getByRole('radio', { name: either(enVet.search.modes.name, frVet.search.modes.name) }).click();
    await page.getByLabel(either(enVet.search.name, frVet.search.name), { exact: true }).fill('zzqx nowhere');
    await search().click();
    await expect(results).toHaveCount(0);
    await walk.check(page, '/dashboard/vet — name search, no results');

    await walk.visit(page, `/hospitals/${rideau}`, `/hospitals/{Rideau}`);
    await expectAxeCleanInFrench(page, '/hospitals/{Rideau}');
    await walk.eachTab(page, `/hospitals/{Rideau}`);

    await walk.visit(page, `/hospitals/${rideau}/internal`, `/hospitals/{Rideau}/internal`);
    await walk.eachTab(page, `/hospitals/{Rideau}/internal`);
    await page.getByRole('button', { name: either(enHospitals.internal.sendMessage, frHospitals.internal.sendMessage) }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await walk.check(page, '/hospitals/{Rideau}/internal — Send Message dialog');
    await dialog.getByRole('button', { name: either(enHospitals.internal.send, frHospitals.internal.send) }).click();
    await expect(page.getByTestId('toast').first()).toBeVisible();
    await walk.check(page, '/hospitals/{Rideau}/internal — Send Message, empty (notice)');
    await page.keyboard.press('Escape');

    await walkCommonRoutes(page, walk);
    await walk.visitDenied(page, '/dashboard/clinic');
    await walk.visitDenied(page, '/dashboard/admin');
    await walk.report('vet');
    await context.close();
  });

  test('specialty clinic', async ({ browser }) => {
    test.setTimeout(150_000);
    const { context, page, walk } = await signedInFrench(browser, DEMO_ACCOUNTS.clinic);
    const rideau = await hospitalId(page, RIDEAU);
    // Walking the tabs opens Messages, which marks the demo clinic's messages read: answered here, so
    // the unread badge e2e/messages.spec.ts watches is left alone.
    await page.route('**/api/messages/read', (route) => route.fulfill({ status: 204 }));

    await walk.visit(page, '/dashboard/clinic');
    await expect(page.getByTestId('clinic-specialty').first()).toBeVisible();
    await expectAxeCleanInFrench(page, '/dashboard/clinic');
    await walk.eachTab(page, '/dashboard/clinic');

    const closeDialog = async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    };
    const tab = (en: string, fr: string) => page.getByRole('tab', { name: either(en, fr) });

    // The profile dialog (pre-filled: not saved).
    await page
      .getByTestId('clinic-profile-card')
      .getByRole('button', { name: either(enClinic.profile.edit, frClinic.profile.edit) })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await walk.check(page, '/dashboard/clinic — Edit Profile dialog');
    await closeDialog();

    // A quote's edit dialog (not saved).
    await tab(enClinic.tabs.quotes, frClinic.tabs.quotes).click();
    await page
      .getByTestId('quote-row')
      .first()
      .getByRole('button', { name: startsWith(enClinic.quotes.editLabel, frClinic.quotes.editLabel) })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await walk.check(page, '/dashboard/clinic — Quotes — edit quote dialog');
    await closeDialog();

    // New staff member and new procedure wait, submitted empty: their validation messages, nothing saved.
    await tab(enClinic.tabs.staff, frClinic.tabs.staff).click();
    await page.getByRole('button', { name: either(enClinic.staff.add, frClinic.staff.add) }).first().click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: either(enClinic.staff.submitNew, frClinic.staff.submitNew) }).click();
    await walk.check(page, '/dashboard/clinic — Staff — add dialog, submitted empty');
    await closeDialog();

    await tab(enClinic.tabs.waits, frClinic.tabs.waits).click();
    await page
      .getByRole('button', { name: startsWith(enClinic.waits.addFor, frClinic.waits.addFor) })
      .first()
      .click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: either(enClinic.waits.submitNew, frClinic.waits.submitNew) }).click();
    await walk.check(page, '/dashboard/clinic — Procedure waits — add dialog, submitted empty');
    await closeDialog();

    await walk.visit(page, `/hospitals/${rideau}`, '/hospitals/{own listing}');
    await walk.eachTab(page, '/hospitals/{own listing}');

    await walkCommonRoutes(page, walk);
    await walk.visitDenied(page, '/dashboard/vet');
    await walk.visitDenied(page, '/dashboard/admin');
    await walk.visitDenied(page, `/hospitals/${rideau}/internal`);
    await walk.report('clinic');
    await context.close();
  });

  test('administrator', async ({ browser }) => {
    test.setTimeout(150_000);
    const { context, page, walk } = await signedInFrench(browser, DEMO_ACCOUNTS.admin);
    const rideau = await hospitalId(page, RIDEAU);

    await walk.visit(page, '/dashboard/admin');
    const catalogueTab = either(enAdmin.tabs.specialties, frAdmin.tabs.specialties);
    await walk.eachTab(page, '/dashboard/admin', (tab) => ({ specialtyNamesAreData: catalogueTab.test(tab) }));

    const tab = (en: string, fr: string) => page.getByRole('tab', { name: either(en, fr) });
    const closeDialog = async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    };

    // Hospitals tab: a hospital's details, its delete confirmation (cancelled), its editors (not saved).
    await tab(enAdmin.tabs.hospitals, frAdmin.tabs.hospitals).click();
    await page.getByRole('button', { name: /Rideau/ }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: /Rideau/ })).toBeVisible();
    await walk.check(page, '/dashboard/admin — a hospital selected');
    await page.getByRole('button', { name: either(enAdmin.details.delete, frAdmin.details.delete) }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await walk.check(page, '/dashboard/admin — delete confirmation');
    await closeDialog();
    await page.getByRole('button', { name: either(enAdmin.details.edit, frAdmin.details.edit) }).click();
    await page.getByRole('button', { name: either(enAdmin.specialties.edit, frAdmin.specialties.edit) }).click();
    await page.getByRole('button', { name: either(enAdmin.pricing.add, frAdmin.pricing.add) }).click();
    await walk.check(page, '/dashboard/admin — editing the hospital, its specialties and a new pricing');
    await page.getByRole('button', { name: either(enAdmin.hospitals.create, frAdmin.hospitals.create) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await walk.check(page, '/dashboard/admin — Add hospital dialog');
    await closeDialog();

    await walk.visit(page, `/hospitals/${rideau}`, '/hospitals/{Rideau}');
    await walk.eachTab(page, '/hospitals/{Rideau}');

    await walkCommonRoutes(page, walk);
    await walk.visitDenied(page, '/dashboard/vet');
    await walk.visitDenied(page, '/dashboard/clinic');
    await walk.visitDenied(page, `/hospitals/${rideau}/internal`);
    await walk.report('admin');
    await context.close();
  });
});

import { type Page, expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, signIn } from './support';

const PAGES = [
  { path: '/', h1: 'Find the right specialist for your patient' },
  { path: '/about', h1: 'About VetReferral' },
  { path: '/terms', h1: 'Terms of Service' },
  { path: '/privacy', h1: 'Privacy Policy' },
  { path: '/contact', h1: 'Contact us' },
] as const;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('landing page', () => {
  test('hero, audience sections, sample card, beta message and calls to action', async ({ page }) => {
    await page.goto('/');
    await expect(h1(page, 'Find the right specialist for your patient')).toBeVisible();

    await expect(page.getByRole('link', { name: 'Find a Specialist', exact: true })).toHaveAttribute('href', '/auth?tab=register&role=vet');
    await expect(page.getByRole('link', { name: 'Join as a Specialty Clinic', exact: true })).toHaveAttribute(
      'href',
      '/auth?tab=register&role=clinic',
    );

    await expect(page.getByRole('heading', { level: 2, name: 'For general-practice veterinarians' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'For specialty clinics and hospitals' })).toBeVisible();

    const sample = page.getByTestId('sample-clinic-card');
    await expect(sample.getByText('Sample listing')).toBeVisible();
    await expect(sample.getByText('1-2 weeks', { exact: true })).toBeVisible();
    await expect(sample.getByText('3-4 weeks', { exact: true })).toBeVisible();
    await expect(sample).toContainText('non-binding estimates');

    const beta = page.getByRole('region', { name: 'Free during beta' });
    await expect(beta).toContainText('free for referring veterinarians and specialty clinics while we are in beta');

    const final = page.getByRole('region', { name: 'Ready to refer with fewer phone calls?' });
    await expect(final.getByRole('link', { name: 'Sign in or create an account' })).toHaveAttribute('href', '/auth');
  });

  test('Find a Specialist opens the register tab with the vet role', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Find a Specialist', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?tab=register&role=vet$/);
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  });

  test('visiting / loads no dashboard or admin code', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto('/');
    await expect(h1(page, 'Find the right specialist for your patient')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(urls.some((url) => url.endsWith('.js'))).toBe(true);
    expect(urls.filter((url) => /dashboard|admin|clinic-dashboard|vet-dashboard/.test(url))).toEqual([]);
  });

  test('a signed-in user sees the same landing page', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);
    await page.goto('/');
    await expect(h1(page, 'Find the right specialist for your patient')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find a Specialist', exact: true })).toBeVisible();
  });
});

test.describe('footer', () => {
  test('links to About, Privacy, Terms of Service and Contact and shows the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    const expected = [
      ['About', '/about', 'About VetReferral'],
      ['Privacy', '/privacy', 'Privacy Policy'],
      ['Terms of Service', '/terms', 'Terms of Service'],
      ['Contact', '/contact', 'Contact us'],
    ] as const;
    for (const [label, href, title] of expected) {
      const link = footer.getByRole('link', { name: label, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(h1(page, title)).toBeVisible();
    }
  });
});

test.describe('static pages', () => {
  test('About: mission, vision, how it works, team and register links', async ({ page }) => {
    await page.goto('/about');
    await expect(h1(page, 'About VetReferral')).toBeVisible();
    for (const name of ['Our mission', 'Our vision', 'How it works', 'Our team', 'Join VetReferral']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    for (const name of ['For general-practice vets', 'For specialty clinics', 'For communication']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Register as a Referring Veterinarian' })).toHaveAttribute('href', '/auth?tab=register&role=vet');
    await expect(page.getByRole('link', { name: 'Register as a Specialty Clinic' })).toHaveAttribute('href', '/auth?tab=register&role=clinic');
  });

  test('Terms of Service: dated May 12, 2023, with the required sections', async ({ page }) => {
    await page.goto('/terms');
    await expect(h1(page, 'Terms of Service')).toBeVisible();
    await expect(page.getByTestId('last-updated')).toHaveText('Last updated: May 12, 2023');
    for (const name of [
      'The beta service',
      'Accounts',
      'Listings, prices and wait times',
      'Professional judgement',
      'Acceptable use',
      'Limitation of liability',
      'Governing law',
      'Contact',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    const main = page.getByRole('main');
    await expect(main).toContainText('free of charge');
    await expect(main).toContainText('non-binding, approximate estimates');
    await expect(main).toContainText('Province of Ontario');
    await expect(main.getByRole('link', { name: 'support@vetreferral.ca' })).toHaveAttribute('href', 'mailto:support@vetreferral.ca');
  });

  test('Terms contents list jumps to its section', async ({ page }) => {
    await page.goto('/terms');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Governing law' }).click();
    await expect(page).toHaveURL(/\/terms#terms-\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Governing law' })).toBeInViewport();
  });

  test('Privacy Policy: dated May 12, 2023, with the required sections and a privacy contact', async ({ page }) => {
    await page.goto('/privacy');
    await expect(h1(page, 'Privacy Policy')).toBeVisible();
    await expect(page.getByTestId('last-updated')).toHaveText('Last updated: May 12, 2023');
    for (const name of ['Information we collect', 'How we use information', 'How we share information', 'Security', 'Your choices and rights']) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    const collected = page.getByRole('region', { name: 'Information we collect' });
    for (const item of ['Contact details', 'Professional and licence information', 'Credentials', 'Service information', 'Log, device and usage data']) {
      await expect(collected.getByText(item, { exact: true })).toBeVisible();
    }
    const main = page.getByRole('main');
    await expect(main).toContainText('PIPEDA');
    await expect(main).toContainText('Law 25');
    await expect(main).toContainText('Privacy Officer');
    await expect(main.getByRole('link', { name: 'privacy@vetreferral.ca' })).toHaveAttribute('href', 'mailto:privacy@vetreferral.ca');
    // The person in charge and where data is hosted come from the server's environment at run time
    // (playwright.config.ts sets them), not from the build the page was prerendered with.
    await expect(page.getByTestId('privacy-officer')).toContainText('Camille Bouchard');
    await expect(page.getByTestId('privacy-officer')).toContainText('Person in charge of the protection of personal information');
    await expect(page.getByTestId('data-location')).toHaveText('Your information is hosted in Canada (Montréal).');
    await page.context().addCookies([{ name: 'lang', value: 'fr-CA', url: page.url() }]);
    await page.goto('/privacy');
    await expect(page.getByTestId('data-location')).toHaveText('Vos renseignements sont hébergés au lieu suivant\u00a0: Canada (Montréal).');
  });

  test('Contact: email link, location Canada and three keyboard-operable FAQ entries', async ({ page }) => {
    await page.goto('/contact');
    await expect(h1(page, 'Contact us')).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@vetreferral.ca' })).toHaveAttribute('href', 'mailto:support@vetreferral.ca');
    await expect(page.getByTestId('contact-location')).toHaveText('Canada');

    const questions = ['How do I create an account?', 'Does VetReferral cost anything during the beta?', 'What should I do if something is not working?'] as const;
    for (const question of questions) await expect(page.getByText(question, { exact: true })).toBeVisible();

    const cost = page.getByTestId('faq-cost');
    await expect(cost.getByText('free for referring veterinarians')).toBeHidden();
    await cost.getByText(questions[1]).focus();
    await page.keyboard.press('Enter');
    await expect(cost.getByText('free for referring veterinarians')).toBeVisible();

    await page.getByText(questions[0]).click();
    await expect(page.getByTestId('faq-account').getByRole('link', { name: 'Open the Login and Register page' })).toHaveAttribute('href', '/auth');
    await page.getByText(questions[2]).click();
    await expect(page.getByTestId('faq-technical')).toContainText('support@vetreferral.ca');
  });

  test('each page has its own document title', async ({ page }) => {
    const titles: string[] = [];
    for (const { path, h1: name } of PAGES) {
      await page.goto(path);
      await expect(h1(page, name)).toBeVisible();
      // The prerendered frame carries the shell's title; the page sets its own once the app has taken over.
      await expect(page).toHaveTitle(/ · VetReferral$/);
      titles.push(await page.title());
    }
    expect(new Set(titles).size).toBe(PAGES.length);
    expect(titles.every((title) => title.includes('VetReferral'))).toBe(true);
  });
});

test.describe('small screens', () => {
  test('at 390 px the menu button opens the drawer and its About link navigates', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(drawer).toBeHidden();
    await expect(h1(page, 'About VetReferral')).toBeVisible();
  });

  for (const { path, h1: name } of PAGES) {
    test(`${path} has no horizontal overflow at 360 px`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      await expect(h1(page, name)).toBeVisible();
      await expectNoHorizontalOverflow(page);
    });
  }
});

test.describe('accessibility', () => {
  for (const { path, h1: name } of PAGES) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(h1(page, name)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the contact page FAQ stays accessible when every entry is open', async ({ page }) => {
    await page.goto('/contact');
    for (const details of await page.locator('details').all()) await details.locator('summary').click();
    await expectNoSeriousA11yViolations(page);
  });
});

/**
 * Watches a page taken over by the app: errors it logs (the signed-out session check's 401 is by
 * design, SPEC §4) and how many nodes were removed from #root, which an in-place hydration never does.
 */
async function watchTakeover(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('401')) errors.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { removedFromRoot: number };
    w.removedFromRoot = 0;
    new MutationObserver((records) => {
      for (const r of records) if ((r.target as Element).id === 'root') w.removedFromRoot += r.removedNodes.length;
    }).observe(document, { childList: true, subtree: true });
  });
  const removedFromRoot = () => page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot);
  return { errors, removedFromRoot };
}

// docs/decisions/053: public pages are rendered at build time and hydrated.
test.describe('first frame', () => {
  test('public pages arrive rendered: with JavaScript off they still show their content and links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, h1: name } of PAGES) {
      await page.goto(path);
      await expect(h1(page, name), path).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }), path).toHaveAttribute('href', '/about');
    }
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Find a Specialist', exact: true })).toHaveAttribute('href', '/auth?tab=register&role=vet');
    // /auth arrives with its form, disabled until the app runs: nothing typed is lost, nothing is sent.
    await page.goto('/auth');
    await expect(h1(page, 'Sign in or create an account')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    // Any other page (and a public one with a query string) starts empty and is rendered by the app.
    for (const path of ['/dashboard/vet', '/auth?tab=register', '/about?ref=mail']) {
      await page.goto(path);
      expect(await page.locator('#root').innerHTML(), path).toBe('');
    }
    await context.close();
  });

  test('the app takes over a rendered page in place, without errors, and it works', async ({ page }) => {
    const { errors, removedFromRoot } = await watchTakeover(page);
    for (const { path, h1: name } of PAGES) {
      await page.goto(path);
      await expect(h1(page, name), path).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await removedFromRoot(), path).toBe(0);
    }
    expect(errors).toEqual([]);
    // A page built in one year still hydrates in the next: the footer starts from the build's year.
    const later = new Date().getFullYear() + 5;
    await page.clock.setFixedTime(new Date(`${later}-01-01T12:00:00`));
    await page.goto('/about');
    await expect(page.getByRole('contentinfo')).toContainText(String(later));
    expect(await removedFromRoot()).toBe(0);
    expect(errors).toEqual([]);
    await page.goto('/');
    await page.getByRole('link', { name: 'Find a Specialist', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?tab=register&role=vet$/);
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  });

  test('/auth is taken over in place: its form is enabled once the session check answers, and signing in works', async ({ page }) => {
    const { errors, removedFromRoot } = await watchTakeover(page);
    await page.goto('/auth');
    await expect(page.getByLabel('Email')).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(await removedFromRoot()).toBe(0);
    expect(errors).toEqual([]);
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.vet.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.vet.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard\/vet$/);
    // Signed in, the rendered /auth is left for the dashboard as soon as the session check answers.
    await page.goto('/auth');
    await page.waitForURL(/\/dashboard\/vet$/);
  });

  test('a page scrolled before the app takes it over stays where the reader is', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route(/\/assets\/about-page-[^/]*\.js$/, async (route) => {
      held = true;
      await released;
      await route.continue();
    });
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/about');
    await expect(h1(page, 'About VetReferral')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    // The page's code was really held back while the reader scrolled.
    expect(held).toBe(true);
    release();
    await page.waitForLoadState('networkidle');
    // Hydrated: the nav's drawer button now answers (it did nothing before the code came).
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Close menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
  });
});

// docs/decisions/115: a signed-in page's route HTML carries its first frame (the bar without Login, the
// page's heading and intro) for a request with a session cookie; the app hydrates it.
test.describe('signed-in first frame', () => {
  const FRAMES = [
    {
      path: '/dashboard/vet?mode=specialty&specialty=1',
      'en-CA': { h1: 'Veterinary Referral Center', intro: 'Find a specialty hospital for your patient, compare wait times and save the ones you refer to most.' },
      'fr-CA': {
        h1: 'Centre de référence vétérinaire',
        intro: 'Trouvez un hôpital vétérinaire spécialisé pour votre patient, comparez les délais d’attente et enregistrez ceux vers lesquels vous référez le plus souvent.',
      },
    },
    {
      path: '/referrals/new?hospital=1&specialty=1',
      'en-CA': { h1: 'Refer a patient', intro: 'Your draft is saved as you type. Submit it when the checklist is complete.' },
      'fr-CA': {
        h1: 'Référer un patient',
        intro: 'Votre brouillon est enregistré pendant que vous écrivez. Envoyez-le lorsque la liste de vérification est complète.',
      },
    },
  ] as const;
  const LOGIN = { 'en-CA': 'Login', 'fr-CA': 'Se connecter' } as const;

  test('the route HTML holds the frame in each language for a request with a session, and nothing for one without', async ({ request }) => {
    for (const frame of FRAMES) {
      for (const language of ['en-CA', 'fr-CA'] as const) {
        const root = async (cookie: string) => {
          const res = await request.get(frame.path, { headers: { cookie } });
          expect(res.status()).toBe(200);
          const html = await res.text();
          expect(html).toContain(`<html lang="${language}"`);
          return html.slice(html.indexOf('<div id="root"'), html.indexOf('</body>'));
        };
        const framed = await root(`lang=${language}; vr_session=anything`);
        expect(framed, `${frame.path} ${language}`).toMatch(/^<div id="root" data-frame="\/[^"]+">/);
        expect(framed).toContain(`>${frame[language].h1}</h1>`);
        expect(framed).toContain(`>${frame[language].intro}</p>`);
        // The bar is the signed-in one before it knows who: no Login, no name.
        expect(framed).not.toContain(`>${LOGIN[language]}<`);
        // A visitor without a session is sent to /auth by the app, and sees no page of a signed-in user on the way.
        expect(await root(`lang=${language}`), `${frame.path} ${language} signed out`).toMatch(/^<div id="root"><\/div>/);
      }
    }
  });

  test("a document that shows the page asks for the app's code after its first paint; an empty one at once", async ({ browser, request }) => {
    // Decision 117: a deferred script starts the entry; a frame keeps its chunks' preload links inert until then.
    const framed = await (await request.get(FRAMES[0].path, { headers: { cookie: 'vr_session=anything' } })).text();
    const plain = await (await request.get(FRAMES[0].path)).text();
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
    for (const html of [framed, plain]) {
      expect(html).not.toContain('<script type="module"');
      expect(head(html)).toMatch(/<script defer src="\/assets\/start-[\w-]+\.js"><\/script>/);
      expect(head(html)).toMatch(/<link rel="modulepreload"[^>]* href="\/assets\/index-[\w-]+\.js" data-entry>/);
    }
    const template = framed.match(/<template id="app-code">([\s\S]*?)<\/template>/)?.[1] ?? '';
    expect(preloads(template).length).toBeGreaterThan(5);
    expect(preloads(framed.replace(template, ''))).toEqual([]);
    // An empty root needs its code to show anything: its chunks are asked for with the document.
    expect(plain).not.toContain('<template');
    expect(preloads(head(plain)).length).toBeGreaterThan(5);

    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);
    for (const frame of FRAMES) {
      await page.goto(frame.path);
      await expect(h1(page, frame['en-CA'].h1)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
      // The heading can be laid out before it is painted: wait for the paint, then for the app's code.
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      await page.waitForLoadState('networkidle');
      const { code, painted } = await page.evaluate(() => ({
        code: performance
          .getEntriesByType('resource')
          .filter((e) => /\/assets\/.*\.js$/.test(e.name) && !e.name.includes('/assets/start-') && !e.name.includes('/assets/intl-warm-'))
          .map((e) => e.startTime),
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      }));
      expect(painted, frame.path).toBeGreaterThan(0);
      expect(code.length, frame.path).toBeGreaterThan(5);
      expect(Math.min(...code), frame.path).toBeGreaterThanOrEqual(painted!);
      // The starter moves the links in by slices (decision 129): every one of them reaches <head>, and
      // the entry's script goes in after the last.
      const { inert, head } = await page.evaluate(() => ({
        inert: [...(document.getElementById('app-code') as HTMLTemplateElement).content.querySelectorAll('link')].map((l) => l.getAttribute('href')!),
        head: [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map((e) => e.getAttribute('href') ?? `script ${e.getAttribute('src')}`),
      }));
      const entry = inert.find((href) => /\/assets\/index-/.test(href))!;
      expect(inert.length, frame.path).toBeGreaterThan(5);
      expect(head, frame.path).toEqual(expect.arrayContaining(inert));
      const script = head.findIndex((e) => e.startsWith('script ') && e.endsWith(entry));
      expect(script, frame.path).toBeGreaterThan(Math.max(...inert.map((href) => head.indexOf(href))));
    }
    await context.close();
  });

  test("React DOM's client is a chunk of its own, which every kind of document preloads", async ({ request }) => {
    // Decision 139: the entry imports react-dom/client dynamically, so that it is evaluated in a task of
    // its own, not in the entry's; the first render needs it all the same, so every document asks for it
    // with the entry's chunks (a link, or an inert one in the frame's template), not after the entry ran.
    const sources = new Map<string, Promise<string>>();
    const source = (href: string) => sources.get(href) ?? sources.set(href, request.get(href).then((r) => r.text())).get(href)!;
    const REACT_DOM_CLIENT = '__reactContainer$'; // the key React DOM's client marks a root's container with
    const documents: Array<[string, string?]> = [['/'], ['/auth'], ['/no-such-page'], [FRAMES[0].path], [FRAMES[0].path, 'vr_session=anything']];
    for (const language of ['en-CA', 'fr-CA'])
      for (const [path, session] of documents) {
        const what = `${path} ${language}${session ? ' with a session' : ''}`;
        const html = await (await request.get(path, { headers: { cookie: [`lang=${language}`, session].filter(Boolean).join('; ') } })).text();
        const entry = html.match(/<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="(\/assets\/index-[\w-]+\.js)"/)?.[1];
        expect(entry, what).toBeDefined();
        // A boolean, so that a failure does not print the whole chunk.
        expect((await source(entry!)).includes(REACT_DOM_CLIENT), `${what}: the entry holds React DOM's client`).toBe(false);
        const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="(\/assets\/[\w-]+\.js)"/g)].map((m) => m[1]!);
        const clients = [];
        for (const href of preloaded) if ((await source(href)).includes(REACT_DOM_CLIENT)) clients.push(href);
        expect(clients, what).toEqual([expect.stringMatching(/^\/assets\/client-[\w-]+\.js$/)]);
      }
  });

  test("every document has a worker load its language's date and number data, which then ends", async ({ browser }) => {
    // Decision 132: the starter starts the worker at once and posts it the document's language; the
    // worker makes the app's formatters and closes itself. It never gets that far without the message.
    for (const language of ['en-CA', 'fr-CA']) {
      const context = await browser.newContext({ locale: language, extraHTTPHeaders: { 'accept-language': language } });
      const page = await context.newPage();
      const errors: string[] = [];
      // A signed-out visitor's session check is a 401, which the browser logs: not this test's business.
      page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      const ended = new Promise<void>((resolve) => {
        page.on('worker', (w) => /\/assets\/intl-warm-[\w-]+\.js$/.test(w.url()) && w.on('close', () => resolve()));
      });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await ended;
      expect(errors, language).toEqual([]);
      await context.close();
    }
  });

  test('a signed-in vet gets the frame at first paint, with JavaScript off too; the app takes it over in place', async ({ browser }) => {
    // A phone's screen, as Lighthouse's mobile preset uses.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await signIn(page, DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);
    const offline = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState(), viewport: { width: 412, height: 823 } });
    const still = await offline.newPage();
    for (const frame of FRAMES) {
      await still.goto(frame.path);
      await expect(h1(still, frame['en-CA'].h1), frame.path).toBeVisible();
      await expect(still.getByText(frame['en-CA'].intro)).toBeVisible();
      await expect(still.getByRole('link', { name: 'Login' })).toHaveCount(0);
      // What needs the app's code to work says so until it runs: a tap on it is not lost (decision 117).
      await expect(still.getByRole('button', { name: 'Open menu' })).toBeDisabled();
    }
    await offline.close();

    const { errors, removedFromRoot } = await watchTakeover(page);
    for (const frame of FRAMES) {
      await page.goto(frame.path);
      await expect(h1(page, frame['en-CA'].h1)).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Hydrated, not replaced: the layout under #root is the build's; the page came in under the heading.
      expect(await removedFromRoot(), frame.path).toBe(0);
      await expect(page.getByText(frame['en-CA'].intro)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
      // Issue 22: the first paint already holds a largest-paint candidate (the frame's heading and text, not an empty
      // shell), and nothing moved since. A later, larger candidate may follow when the page's data lands (a dashboard's
      // results); when that is depends on the machine's speed, so only the first candidate is asserted here, and the
      // whole timeline is measured by bench/web.ts.
      const paints = await page.evaluate(
        () =>
          new Promise<{ first: number; firstLargest: number; shift: number }>((resolve) => {
            const seen = { first: NaN, firstLargest: NaN, shift: 0 };
            new PerformanceObserver((list) => {
              for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') seen.first = e.startTime;
            }).observe({ type: 'paint', buffered: true });
            new PerformanceObserver((list) => {
              if (Number.isNaN(seen.firstLargest)) seen.firstLargest = list.getEntries()[0]?.startTime ?? NaN;
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as Array<PerformanceEntry & { value: number }>) seen.shift += e.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(seen), 100);
          }),
      );
      expect(paints.firstLargest, frame.path).toBe(paints.first);
      expect(paints.shift, frame.path).toBeLessThanOrEqual(0.1);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('navigation and failures', () => {
  test('a new page opens at the top, and the current page stays on screen until the next has loaded', async ({ page }) => {
    await page.goto('/');
    await expect(h1(page, 'Find the right specialist for your patient')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/about-page-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    // While About's code is on its way, the landing page is still shown, not a spinner.
    await expect(h1(page, 'Find the right specialist for your patient')).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    release();
    await expect(h1(page, 'About VetReferral')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('when the toaster or the drawer code cannot load, the page and the top bar stay', async ({ page }) => {
    await page.route(/\/assets\/(toaster|mobile-drawer-panel)-[^/]*\.js$/, (route) => route.abort());
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/about');
    await expect(h1(page, 'About VetReferral')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.waitForLoadState('networkidle');
    await expect(h1(page, 'About VetReferral')).toBeVisible();
    await expect(page.getByRole('link', { name: 'VetReferral home' })).toBeVisible();
  });
});

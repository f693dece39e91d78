import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, E2E_PASSWORD, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, signIn, uniqueEmail } from './support';

/*
 * Issue 59, the referring side: every referral says who to call back, and a practice works as a team.
 * A vet without a licence number is asked for it in the composer before submitting (desktop, English);
 * a practice's owner invites a colleague, who answers the hospital's request for information on a
 * 360 px phone in French.
 */

const RIDEAU = 'Rideau Veterinary Specialty Centre';

async function rideauId(request: APIRequestContext): Promise<number> {
  const res = await request.get(`/api/hospitals/search?name=${encodeURIComponent(RIDEAU)}`);
  const found = ((await res.json()) as { id: number; name: string }[]).find((h) => h.name === RIDEAU);
  expect(found).toBeTruthy();
  return found!.id;
}

/** A referral body with everything but the referrer's details. */
const clinicalFields = (clinicId: number, patient: string) => ({
  clinic_id: clinicId,
  urgency: 'priority',
  type: 'consult',
  reason: 'Recurrent seizures despite phenobarbital.',
  patient: { name: patient, species: 'dog', breed: 'Border collie' },
  clinical: { history: 'Cluster seizures twice this month.' },
  owner: { name: 'Léa Gagnon', phone: '613-555-0188', consent: true },
});

/** Registers a vet through the API in `request`'s context (its session cookie stays there). */
async function registerVet(request: APIRequestContext, name: string) {
  const username = uniqueEmail('gp');
  const res = await request.post('/api/register', { data: { username, name, password: E2E_PASSWORD, role: 'vet' } });
  expect(res.status()).toBe(201);
  return username;
}

/** The token of the latest practice invitation mailed to `to`, read from the outbox as the demo admin. */
async function practiceInvitationToken(browser: Browser, to: string): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password);
  const list = (await (await admin.request.get('/api/admin/mail')).json()) as { items: { id: number; kind: string; to: string }[] };
  const mail = list.items.find((m) => m.kind === 'practice_invitation' && m.to === to);
  expect(mail, `practice invitation to ${to}`).toBeTruthy();
  const detail = (await (await admin.request.get(`/api/admin/mail/${mail!.id}`)).json()) as { text: string };
  await context.close();
  return /\/invite\?token=([A-Za-z0-9_-]+)/.exec(detail.text)![1]!;
}

test.describe('the referrer and the practice team', () => {
  test('a vet without a licence number is asked for it in the composer before submitting; the hospital sees who to call', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await registerVet(page.request, 'Dr. Nadia Newgrad');
    const clinicId = await rideauId(page.request);
    const patient = `Comet ${Math.random().toString(36).slice(2, 7)}`;
    const draft = (await (await page.request.post('/api/referrals', { data: clinicalFields(clinicId, patient) })).json()) as { id: number };

    await page.goto(`/referrals/${draft.id}/edit`);
    const checklist = page.getByTestId('checklist');
    await expect(checklist.getByRole('listitem')).toHaveText(['Your practice', 'Your phone', 'Your licence number', 'The province of your licence']);
    await expect(page.getByRole('button', { name: 'Submit referral' })).toBeDisabled();
    // The checklist takes the vet to the field.
    await checklist.getByRole('button', { name: 'Your licence number' }).click();
    await expect(page.getByLabel('Licence number *')).toBeFocused();
    await page.getByLabel('Licence number *').fill('CVO-55120');
    await page.getByLabel('Practice *').fill('Westboro Animal Clinic');
    await page.getByLabel('Phone the hospital can call you at *').fill('613-555-0164');
    await page.getByLabel('Province of the licence *', { exact: true }).click();
    await page.getByRole('option', { name: 'Ontario', exact: true }).click();
    await expect(checklist).toContainText('Everything needed is filled in.');
    await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 20_000 });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Submit referral' }).click();
    await page.waitForURL(/\/referrals\/\d+$/);

    // The profile keeps what was asked for, for the next referral.
    const profile = (await (await page.request.get('/api/vets/profile')).json()) as Record<string, string>;
    expect(profile).toMatchObject({ clinic_name: 'Westboro Animal Clinic', phone: '613-555-0164', license_number: 'CVO-55120', license_province: 'Ontario' });

    const context = await browser.newContext();
    const clinic = await context.newPage();
    await signIn(clinic, DEMO_ACCOUNTS.clinic.username, DEMO_ACCOUNTS.clinic.password);
    await clinic.goto(`/referrals/${draft.id}`);
    const details = clinic.getByRole('main');
    await expect(details).toContainText('Dr. Nadia Newgrad');
    await expect(details).toContainText('Westboro Animal Clinic');
    await expect(details).toContainText('CVO-55120 · Ontario');
    await expect(details.getByRole('link', { name: '613-555-0164' })).toHaveAttribute('href', 'tel:6135550164');
    await context.close();
  });

  test('on a 360 px phone in French, an invited colleague answers the hospital’s request for information', async ({ page, browser }) => {
    test.setTimeout(150_000);
    // The practice's owner, in French, invites a colleague from the Practice team page.
    await registerVet(page.request, 'Dre Odile Owner');
    await page.request.patch('/api/vets/profile', { data: { clinic_name: 'Clinique du Plateau', phone: '514-555-0101', license_number: 'OMVQ-4410', license_province: 'Quebec' } });
    await page.request.patch('/api/user/profile', { data: { language: 'fr-CA' } });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/practice');
    await expect(page.getByRole('heading', { level: 1, name: 'Équipe de la clinique' })).toBeVisible();
    await expect(page.getByText('Répondre aux questions de l’hôpital', { exact: false })).toBeVisible();
    const colleague = uniqueEmail('collegue');
    await page.getByLabel('Courriel du collègue').fill(colleague);
    await page.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await expect(page.getByTestId('practice-invitation')).toContainText(colleague);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    // The colleague creates their account from the mailed link, with their name.
    const token = await practiceInvitationToken(browser, colleague);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-CA', extraHTTPHeaders: { 'Accept-Language': 'fr-CA' } });
    const phone = await context.newPage();
    await phone.goto(`/invite?token=${token}`);
    await expect(phone.getByText('Clinique du Plateau a invité', { exact: false })).toBeVisible();
    await phone.getByLabel(/Votre nom/).fill('Dr Côme Collègue');
    await phone.getByLabel('Mot de passe', { exact: true }).fill(E2E_PASSWORD);
    await phone.getByLabel('Confirmer le mot de passe').fill(E2E_PASSWORD);
    await phone.getByRole('button', { name: 'Créer le compte et rejoindre l’équipe' }).click();
    await phone.waitForURL('**/practice');
    await expect(phone.getByTestId('practice-member')).toHaveCount(2);
    await expect(phone.getByTestId('practice-member').first()).toContainText('Dre Odile Owner');

    // The owner sends a referral; the hospital asks for information.
    const clinicId = await rideauId(page.request);
    const patient = `Moka ${Math.random().toString(36).slice(2, 7)}`;
    const created = (await (await page.request.post('/api/referrals', { data: clinicalFields(clinicId, patient) })).json()) as { id: number };
    expect((await page.request.post(`/api/referrals/${created.id}/status`, { data: { status: 'submitted' } })).status()).toBe(200);
    const hospital = await browser.newContext();
    const desk = await hospital.newPage();
    await signIn(desk, DEMO_ACCOUNTS.clinic.username, DEMO_ACCOUNTS.clinic.password);
    expect((await desk.request.get(`/api/referrals/${created.id}`)).status()).toBe(200);
    expect((await desk.request.post(`/api/referrals/${created.id}/status`, { data: { status: 'info_requested', note: 'Merci d’envoyer le dernier bilan sanguin.' } })).status()).toBe(200);

    // The owner is off: the colleague finds it in the practice's list and answers.
    await phone.goto('/referrals');
    const row = phone.getByTestId('referral-row').filter({ hasText: patient });
    await expect(row).toContainText('Renseignements demandés');
    await row.getByRole('link').first().click();
    await phone.waitForURL(`**/referrals/${created.id}`);
    await phone.getByLabel('Message', { exact: true }).fill('Bilan sanguin d’hier : tout est normal. Je suis joignable au 514-555-0101.');
    await phone.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(phone.getByRole('main').getByTestId('status-chip').first()).toHaveText('Reçue');
    await expect(phone.getByRole('main')).toContainText('Dr Côme Collègue');
    await expectNoHorizontalOverflow(phone);
    await expectNoSeriousA11yViolations(phone);

    // The hospital sees who answered, by name.
    const read = (await (await desk.request.get(`/api/referrals/${created.id}`)).json()) as { timeline: { to: string; actor: { name: string } }[] };
    expect(read.timeline.at(-1)).toMatchObject({ to: 'received', actor: { name: 'Dr Côme Collègue' } });
    await hospital.close();
    await context.close();
  });
});

import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, E2E_PASSWORD, expectNoSeriousA11yViolations, registerThroughUi, signIn } from './support';

test.describe('registration', () => {
  test('a vet registers through /auth and lands on the vet dashboard', async ({ page }) => {
    await registerThroughUi(page, 'vet');
    await expect(page.getByRole('heading', { level: 1, name: 'Veterinary Referral Center' })).toBeVisible();
    await expect(page.getByTestId('initials-badge')).toHaveText('VD');
  });

  test('a clinic registers (role preselected from ?role=clinic) and lands on the clinic dashboard', async ({ page }) => {
    await page.goto('/auth?tab=register&role=clinic');
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('radio', { name: 'Specialty Clinic' })).toBeChecked();
    const username = await registerThroughUi(page, 'clinic');
    await expect(page.getByRole('heading', { level: 1, name: 'Clinic Dashboard' })).toBeVisible();
    // front.desk.xxx@… → the first letters of two dot-separated parts.
    expect(username.startsWith('front.desk')).toBe(true);
    await expect(page.getByTestId('initials-badge')).toHaveText('FD');
  });

  test('register validation: mismatch on confirmPassword, then a duplicate email shows the failure toast', async ({ page }) => {
    await page.goto('/auth?tab=register');
    await expect(page.getByRole('radio', { name: 'Referring Veterinarian' })).toBeChecked();
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.vet.username);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel('Confirm password').fill(E2E_PASSWORD + 'x');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    // People are shown by name (issue 59): the form asks for one.
    await expect(page.getByText('Enter your name')).toBeVisible();
    await page.getByLabel(/Your name/).fill('Dr. Duplicate');
    // Re-validates on change once submitted.
    await page.getByLabel('Confirm password').fill(E2E_PASSWORD);
    await expect(page.getByText('Passwords do not match')).toBeHidden();
    await page.getByRole('button', { name: 'Create account' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Registration failed');
    await expect(toast).toContainText('already exists');
    await expect(page).toHaveURL(/\/auth/);
  });
});

test.describe('login', () => {
  test('shows the SPEC validation messages on submit and re-validates on change', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByLabel('Email').fill('gp@clinic.ca');
    await expect(page.getByText('Invalid email address')).toBeHidden();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  });

  test('focusing the form fetches its rules, so the first submit waits for no script', async ({ page }) => {
    // Decision 135: the resolver's chunk (zod and the schema) loads on the form's first focus.
    const scripts: string[] = [];
    let pending = 0;
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(request.url());
      pending += 1;
    });
    const settled = (request: { resourceType: () => string }) => {
      if (request.resourceType() === 'script') pending -= 1;
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await page.goto('/auth');
    await page.waitForLoadState('networkidle');
    const loaded = scripts.length;
    await page.getByLabel('Email').focus();
    // Vite asks for the chunk and all it imports at once, so none pending means all are here.
    await expect.poll(() => scripts.length > loaded && pending === 0).toBe(true);
    const focused = scripts.length;
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    expect(scripts.length).toBe(focused);
  });

  test('a wrong password shows a destructive Login failed toast', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.vet.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Login failed');
    await expect(toast).toContainText('Invalid email or password.');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
  });

  test('the button reads Signing in... while pending; a clinic lands on its dashboard', async ({ page }) => {
    // Held until the pending label has been seen, not for a fixed time a loaded machine can outrun.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/auth');
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.clinic.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.clinic.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    await page.waitForURL('**/dashboard/clinic');
    await expect(page.getByTestId('initials-badge')).toHaveText('RS');
  });

  test('a signed-in user visiting /auth is sent to their dashboard', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);
    await page.goto('/auth?tab=register');
    await expect(page).toHaveURL(/\/dashboard\/vet$/);
  });

  test('logout clears the session: protected pages send the visitor to /auth', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByTestId('initials-badge')).toHaveText('RV');
    await page.goto('/dashboard/vet');
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('protected and role routes', () => {
  for (const path of ['/home', '/profile', '/dashboard/vet', '/dashboard/clinic', '/dashboard/admin', '/hospitals/1', '/hospitals/1/internal']) {
    test(`${path} sends a signed-out visitor to /auth`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    });
  }

  test('the dashboard redirect screen sends a visitor to / and a user to their dashboard', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, DEMO_ACCOUNTS.clinic.username, DEMO_ACCOUNTS.clinic.password);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/dashboard\/clinic$/);
  });

  test('a clinic on the vet dashboard is sent to its own with the access-denied text', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.clinic.username, DEMO_ACCOUNTS.clinic.password);
    await page.goto('/dashboard/vet');
    await expect(page).toHaveURL(/\/dashboard\/clinic$/);
    await expect(page.getByTestId('toast')).toContainText('Access denied. This page is for referring veterinarians only.');
  });

  test('a vet is sent away from the clinic and admin dashboards and denied the internal page to others', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);
    await page.goto('/dashboard/clinic');
    await expect(page).toHaveURL(/\/dashboard\/vet$/);
    await expect(page.getByTestId('toast')).toContainText('Access denied. This page is for clinics only.');
    await page.goto('/dashboard/admin');
    await expect(page).toHaveURL(/\/dashboard\/vet$/);
  });

  test('a clinic sees the Access Denied alert on the internal clinic page', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.clinic.username, DEMO_ACCOUNTS.clinic.password);
    await page.goto('/hospitals/1/internal');
    await expect(page.getByRole('alert')).toContainText('This page is only accessible to referring veterinarians.');
  });

  test("the navbar Dashboard link takes an admin to the admin dashboard, with no 'Access denied' (issue 21)", async ({ page }) => {
    await page.goto('/admin-login');
    // The username is filled in once the server says it runs with demo data.
    await expect(page.getByLabel('Username')).toHaveValue(DEMO_ACCOUNTS.admin.username);
    await page.getByLabel('Password').fill(DEMO_ACCOUNTS.admin.password);
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await page.waitForURL('**/dashboard/admin');
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard/admin');
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expect(page.getByTestId('initials-badge')).toHaveText('AD');
  });
});

test.describe('test and admin login', () => {
  test('/login-test signs in with the pre-filled demo credentials', async ({ page }) => {
    await page.goto('/login-test');
    await expect(page.getByRole('heading', { name: 'Test Login' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_ACCOUNTS.vet.username);
    await page.getByRole('button', { name: 'Sign in with Test Account' }).click();
    await page.waitForURL('**/dashboard/vet');
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Login successful');
    await expect(toast).toContainText('You are now logged in with test credentials');
  });

  test('/login-test retries the built-in credentials once after a failure', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/login', async (route) => {
      calls += 1;
      if (calls === 1) await route.fulfill({ status: 503, body: 'warming up' });
      else await route.continue();
    });
    await page.goto('/login-test');
    await page.getByRole('button', { name: 'Sign in with Test Account' }).click();
    await page.waitForURL('**/dashboard/vet');
    expect(calls).toBe(2);
  });

  test('/login-test failure says it could not log in with test credentials', async ({ page }) => {
    await page.goto('/login-test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in with Test Account' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Login failed');
    await expect(toast).toContainText('Could not log in with test credentials');
  });

  test('/admin-login: username pre-filled in demo mode, both fields required, success goes to the admin dashboard', async ({ page }) => {
    await page.goto('/admin-login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    const username = page.getByLabel('Username');
    await expect(username).toHaveValue(DEMO_ACCOUNTS.admin.username);
    await expect(username).toHaveAttribute('type', 'email');
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await page.getByLabel('Password').fill(DEMO_ACCOUNTS.admin.password);
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await page.waitForURL('**/dashboard/admin');
    await expect(page.getByTestId('toast')).toContainText('You are now logged in as an administrator.');
  });

  test('/admin-login submitted before the demo username arrives: the field is filled and its error goes', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/meta', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin-login');
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    const required = page.getByText('This field is required');
    await expect(required).toHaveCount(2);
    release();
    await expect(page.getByLabel('Username')).toHaveValue(DEMO_ACCOUNTS.admin.username);
    // Only the password's message is left.
    await expect(required).toHaveCount(1);
  });

  test('/admin-login failure shows the server message', async ({ page }) => {
    await page.goto('/admin-login');
    await expect(page.getByLabel('Username')).toHaveValue(DEMO_ACCOUNTS.admin.username);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Login failed');
    await expect(toast).toContainText('Invalid email or password.');
  });
});

test.describe('shell', () => {
  test('unknown routes answer 404 and show the not-found page with a developer hint', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    // A real 404, not a "soft" 200 (issue 21); a route of the app answers 200.
    expect(response?.status()).toBe(404);
    expect((await page.request.get('/about')).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByTestId('dev-hint')).toContainText('/no/such/page');
  });

  test('on a 390 px screen the drawer holds the links, the username and the role', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())!.width).toBe(240);
    await expect(drawer.getByTestId('drawer-user')).toContainText(DEMO_ACCOUNTS.vet.username);
    await expect(drawer.getByTestId('drawer-user')).toContainText('Referring Veterinarian');
    for (const name of ['About', 'Contact', 'Dashboard', 'Profile']) await expect(drawer.getByRole('link', { name })).toBeVisible();
    await drawer.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(drawer).toBeHidden();
  });

  test('the drawer is 540 px wide on wider small screens', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect((await page.getByTestId('mobile-drawer').boundingBox())!.width).toBe(540);
  });

  test('/auth has no serious or critical accessibility violations on either tab', async ({ page }) => {
    await page.goto('/auth');
    // The form as it is used: enabled once the app runs and the session check has answered.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

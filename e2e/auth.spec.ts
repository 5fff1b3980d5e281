import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './fixtures';

const signupMessage =
  'Account created successfully! Contact DeliverOS support to get your verification code, then sign in to access your delivery dashboard.';

async function signUp(page: Page, email: string, password: string) {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Join as Delivery Partner' })).toBeVisible();
  await page.getByLabel('First name').fill('Chidi');
  await page.getByLabel('Last name').fill('Eze');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number').fill('+234 802 000 1111');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  // By keyboard: leaving "Confirm password" validates it, and the layout may move under a
  // pointer click (CI once saw the click land beside the box: "did not change its state").
  const terms = page.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
  await terms.press('Space');
  await expect(terms).toBeChecked();
  await page.getByRole('button', { name: 'Create Account & Sign In' }).click();
}

test('sign up a fresh account, then sign in with the code 123456 to the dashboard', async ({ page }) => {
  const email = `chidi.${Date.now()}@ezelogistics.ng`;
  const password = 'Dispatch2026!';
  await signUp(page, email, password);

  await expect(page).toHaveURL(/\/signin$/);
  const created = page.getByRole('status').filter({ hasText: 'Account created successfully!' });
  await expect(created).toHaveText(signupMessage);
  await expect(created).toHaveAttribute('data-tone', 'success');
  await expect(page.getByLabel('Email address')).toHaveValue(email);

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  const code = page.getByLabel('Verification code');
  await expect(code).toBeVisible();
  await expect(page.locator('[data-tone="warning"]')).toContainText('Account not verified');
  await expect(page.locator('[data-tone="warning"]')).toHaveClass(/bg-orange-50/);

  await code.fill('123456');
  await page.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Partner Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);
});

/** Signs up `email` and signs in for the first time with the support's code: the company step opens. */
async function firstSignIn(page: Page, email: string, password: string) {
  await signUp(page, email, password);
  await expect(page).toHaveURL(/\/signin$/);
  // The page has taken the address over from sign-up; on a busy machine the form may still be
  // settling, so the password is typed again until it stays.
  await expect(page.getByRole('status').filter({ hasText: 'Account created successfully!' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  const passwordField = page.getByLabel('Password', { exact: true });
  await expect(async () => {
    await passwordField.fill(password);
    await page.waitForTimeout(250);
    await expect(passwordField).toHaveValue(password, { timeout: 100 });
  }).toPass();
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await page.getByLabel('Verification code').fill('123456');
  await page.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'What is your company called?' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/welcome/);
}

test('sign up → verify → sign in → the company step → the dashboard, Billing naming the company', async ({ page }) => {
  const password = 'Dispatch2026!';
  await firstSignIn(page, `chidi.${Date.now()}@ezelogistics.ng`, password);
  const company = page.getByLabel('Company name');
  await expect(company).toBeFocused();

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your company name')).toBeVisible();
  await expect(company).toBeFocused();
  await company.fill('Eze Logistics');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/dashboard\/deliveries$/);
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('overview-billing')).toContainText('Eze Logistics');
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByLabel('Company name')).toHaveValue('Eze Logistics');
});

test('the company step can be skipped: the overview asks again, in a notice that can be dismissed', async ({
  page,
}) => {
  await firstSignIn(page, `chidi.skip.${Date.now()}@ezelogistics.ng`, 'Dispatch2026!');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/dashboard\/deliveries$/);
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Dashboard' }).click();
  const notice = page.getByRole('region', { name: 'Add your company name' });
  await expect(notice).toBeVisible();
  await expect(page.getByTestId('overview-billing')).toContainText('Add your company name');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
});

test('the demo partner, who has a company, signs in straight to the dashboard', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Email address').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Partner123!');
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/deliveries$/);
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('overview-billing')).toContainText('Swift Riders Ltd');
  await expect(page.getByRole('region', { name: 'Add your company name' })).toHaveCount(0);
});

test('a wrong verification code is refused and the partner stays on sign-in', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Email address').fill('new@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Partner123!');
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await page.getByLabel('Verification code').fill('999999');
  await page.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(page.locator('[data-tone="warning"]')).toContainText('Invalid verification code');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify & Sign In' })).toBeEnabled();
});

test("sign-up shows the server's reason for an e-mail already registered on the e-mail field", async ({ page }) => {
  await signUp(page, 'demo@example.com', 'Dispatch2026!');
  const email = page.getByLabel('Email address');
  await expect(email).toHaveAccessibleDescription('An account with this email already exists');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/signup$/);
  await expect(email).toBeFocused();
  await expect(email).toBeInViewport();
  await expect(email).toHaveValue('demo@example.com');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Dispatch2026!');
});

test('forgot password: empty address refused, then the API is asked, "Check your email", resend, back to sign in', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}`);
  });
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  expect(requests).toEqual([]);

  await page.getByLabel('Email address').fill('ada@swiftriders.ng');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText('ada@swiftriders.ng')).toBeVisible();
  await expect(page.getByText('The link expires in an hour.')).toBeVisible();

  await page.getByRole('button', { name: 'Resend Email' }).click();
  await expect(page.getByText('We sent another reset link to ada@swiftriders.ng.')).toBeVisible();
  expect(requests).toEqual(['POST /api/auth/forgot-password', 'POST /api/auth/forgot-password']);

  await page.getByRole('link', { name: 'Back to Sign In' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('verify email by paste: the API accepts 123456, then continue through the guard to sign-in', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/verify-email?email=new%40example.com');
  await expect(page.getByText('new@example.com')).toBeVisible();
  // The resend countdown has started from 5 minutes (not a timing check: a busy machine may
  // reach this line seconds after the page counted 5:00).
  await expect(page.getByText(/Resend code in (5:00|4:[0-5]\d)/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();

  await page.evaluate(() => navigator.clipboard.writeText('12a34-56789'));
  await page.getByRole('textbox', { name: 'Digit 3 of 6' }).focus();
  // Stripped to 123456 (the only code the API takes) and sent at once.
  await page.keyboard.press('ControlOrMeta+V');
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();

  await page.getByRole('button', { name: 'Continue to DeliverOS' }).click();
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fdashboard$/);

  // Verified: sign-in no longer asks for a code.
  await page.getByLabel('Email address').fill('new@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Partner123!');
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Partner Dashboard' })).toBeVisible();
});

test("verify email: a wrong code gets the server's 'Invalid verification code'; no address in the link asks for it", async ({
  page,
}) => {
  await page.goto('/verify-email');
  await page.getByLabel('Email address').fill('new@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/verify-email\?email=new%40example.com$/);
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
  await page.keyboard.type('999999');
  await expect(page.getByRole('alert')).toHaveText('Invalid verification code');
  await expect(page.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('9');
});

test('the legal pages: terms, and the privacy policy with its cookie section', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(page).toHaveURL(/\/privacy#cookies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Cookie Policy/ })).toBeInViewport();
});

for (const path of [
  '/signin',
  '/signup',
  '/forgot-password',
  '/verify-email',
  '/verify-email?email=new%40example.com',
  '/reset-password',
  '/reset-password?token=from-the-email',
  '/terms',
  '/privacy',
]) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

const states: [name: string, reach: (page: Page) => Promise<void>][] = [
  [
    'sign-up with a validation error',
    async (page) => {
      await page.goto('/signup');
      await page.getByRole('button', { name: 'Create Account & Sign In' }).click();
      // Every invalid field at once: both names carry the first rule's message.
      await expect(page.getByText('Please enter your first and last name')).toHaveCount(2);
      await expect(page.getByText('Please accept the terms and conditions')).toBeVisible();
    },
  ],
  [
    'sign-in asking for the code',
    async (page) => {
      await page.goto('/signin');
      await page.getByLabel('Email address').fill('new@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Partner123!');
      await page.getByRole('button', { name: 'Access Dashboard' }).click();
      await expect(page.getByLabel('Verification code')).toBeVisible();
    },
  ],
  [
    '"Check your email"',
    async (page) => {
      await page.goto('/forgot-password');
      await page.getByLabel('Email address').fill('ada@swiftriders.ng');
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    },
  ],
  [
    'verify email refusing a code',
    async (page) => {
      await page.goto('/verify-email?email=new%40example.com');
      await page.getByRole('button', { name: 'Verify Email' }).click();
      await expect(page.getByText('Invalid verification code')).toBeVisible();
    },
  ],
  [
    '"Email Verified!"',
    async (page) => {
      await page.goto('/verify-email?email=new%40example.com');
      await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
      await page.keyboard.type('123456');
      await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
    },
  ],
  [
    'the company step after a first sign-in, with its error',
    async (page) => {
      await firstSignIn(page, `chidi.axe.${Date.now()}@ezelogistics.ng`, 'Dispatch2026!');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Please enter your company name')).toBeVisible();
    },
  ],
  [
    'reset password with a rule refused',
    async (page) => {
      await page.goto('/reset-password?token=from-the-email');
      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
    },
  ],
];

for (const [name, reach] of states) {
  test(`axe finds no serious or critical violation on ${name}`, async ({ page }) => {
    await reach(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

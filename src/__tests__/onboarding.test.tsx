import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { failure } from '@/test/replies';
import { describe, expect, it } from 'vitest';
import { signUp } from '@/api/auth';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { VERIFICATION_CODE } from '@mocks/seed';
import { currentHref, renderApp } from '@/test/render';
import { demoAccount, signInThroughPage, type Ui } from '@/test/screen-helpers';

/*
 * Issue 24: sign-up asks for no company name; the company is asked once, right after the first
 * sign-in (a step that can be skipped), so Billing never shows a person's name as the company.
 */

const fresh = {
  firstName: 'Chidi',
  lastName: 'Eze',
  email: 'chidi@ezelogistics.ng',
  phone: '0802 000 1111',
  password: 'Dispatch2026!',
};

const stepHeading = () => screen.findByRole('heading', { name: 'What is your company called?' });
const companyField = () => screen.getByLabelText('Company name');
const frameLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Dashboard sections' })).getByRole('link', { name });

/** Signs up through the API, then signs in through the page with the support's code (the first sign-in). */
async function firstSignIn(path = '/signin'): Promise<Ui> {
  await signUp({ ...fresh, confirmPassword: fresh.password, acceptTerms: true });
  const ui = renderApp(path);
  await screen.findByRole('heading', { name: 'Welcome back, Partner' });
  await ui.user.type(screen.getByLabelText('Email address'), fresh.email);
  await ui.user.type(screen.getByLabelText('Password'), fresh.password);
  await ui.user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
  await ui.user.type(await screen.findByLabelText('Verification code'), VERIFICATION_CODE);
  await ui.user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
  await stepHeading();
  return ui;
}

describe('the company name, asked after the first sign-in', () => {
  it('a partner who signed up and verified lands on the step, inside the app frame, the field focused', async () => {
    const { user, router } = renderApp('/signup');
    await screen.findByRole('heading', { name: 'Join as Delivery Partner' });
    await user.type(screen.getByLabelText('First name'), fresh.firstName);
    await user.type(screen.getByLabelText('Last name'), fresh.lastName);
    await user.type(screen.getByLabelText('Email address'), fresh.email);
    await user.type(screen.getByLabelText('Phone number'), fresh.phone);
    await user.type(screen.getByLabelText('Password'), fresh.password);
    await user.type(screen.getByLabelText('Confirm password'), fresh.password);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account & Sign In' }));
    // Sign-up keeps its fields: no company asked there, and none made up from the person's name.
    await screen.findByRole('heading', { name: 'Welcome back, Partner' });
    expect(db.state.billing.at(-1)?.companyName).toBe('');

    await user.type(screen.getByLabelText('Password'), fresh.password);
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    await user.type(await screen.findByLabelText('Verification code'), VERIFICATION_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));

    await stepHeading();
    expect(router.state.location.pathname).toBe('/dashboard/welcome');
    expect(screen.getByRole('heading', { name: 'Partner Dashboard' })).toBeInTheDocument();
    expect(companyField()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeEnabled();
  });

  it('Continue checks the name inline, saves it, and Billing and the overview show the company', async () => {
    const { user, router } = await firstSignIn();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your company name')).toBeInTheDocument();
    expect(companyField()).toHaveAttribute('aria-invalid', 'true');
    expect(companyField()).toHaveFocus();

    await user.type(companyField(), 'E');
    expect(await screen.findByText('Use at least 2 characters')).toBeInTheDocument();
    await user.type(companyField(), 'ze Logistics ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // On to where the sign-in was going (the dashboard's first section).
    await screen.findByRole('heading', { name: 'Deliveries' });
    expect(router.state.location.pathname).toBe('/dashboard/deliveries');
    expect(await screen.findByText('Company name saved', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();

    await user.click(frameLink('Dashboard'));
    const tile = await screen.findByTestId('overview-billing');
    expect(await within(tile).findByText('Eze Logistics')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add your company name' })).not.toBeInTheDocument();

    await user.click(frameLink('Billing'));
    expect(await screen.findByLabelText('Company name')).toHaveValue('Eze Logistics');
    expect(screen.queryByRole('link', { name: 'Add your company name' })).not.toBeInTheDocument();
  });

  it('Skip goes on to the dashboard; the overview asks again in a dismissible notice, never blocking', async () => {
    const { user, router } = await firstSignIn();
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    await screen.findByRole('heading', { name: 'Deliveries' });
    expect(router.state.location.pathname).toBe('/dashboard/deliveries');

    await user.click(frameLink('Dashboard'));
    const notice = await screen.findByRole('region', { name: 'Add your company name' });
    // The Billing tile never shows the person's name as the company.
    const tile = screen.getByTestId('overview-billing');
    expect(await within(tile).findByRole('link', { name: 'Add your company name' })).toBeInTheDocument();
    expect(tile).not.toHaveTextContent('Chidi Eze');

    await user.click(within(notice).getByRole('link', { name: 'Add your company name' }));
    await stepHeading();
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    await user.click(await screen.findByRole('link', { name: 'Dashboard' }));
    await user.click(
      within(await screen.findByRole('region', { name: 'Add your company name' })).getByRole('button', {
        name: 'Dismiss',
      }),
    );
    expect(screen.queryByRole('region', { name: 'Add your company name' })).not.toBeInTheDocument();

    await user.click(frameLink('Billing'));
    expect(await screen.findByLabelText('Company name')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Add your company name' })).toHaveAttribute('href', '/dashboard/welcome');
  });

  it('a company named in Billing answers the question: the overview asks no more', async () => {
    const { user } = await firstSignIn();
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    await screen.findByRole('heading', { name: 'Deliveries' });
    await user.click(frameLink('Billing'));
    const fields = {
      'Company name': 'Eze Logistics',
      'Tax ID': 'TIN-20481937-0002',
      Address: '3 Marina',
      City: 'Lagos',
    };
    for (const [label, value] of Object.entries(fields)) await user.type(await screen.findByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Update Billing Info' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Add your company name' })).not.toBeInTheDocument());

    await user.click(frameLink('Dashboard'));
    expect(await within(screen.getByTestId('overview-billing')).findByText('Eze Logistics')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add your company name' })).not.toBeInTheDocument();
  });

  it('goes on to the page the sign-in was taking the partner to', async () => {
    const { user, router } = await firstSignIn('/signin?redirect=%2Fdashboard%2Fwallet');
    expect(currentHref(router)).toBe('/dashboard/welcome?redirect=%2Fdashboard%2Fwallet');
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/wallet'));
    expect(await screen.findByRole('heading', { name: 'Recent transactions' })).toBeInTheDocument();
  });

  it("shows the server's reason in the form, keeping what was typed", async () => {
    const { user, router } = await firstSignIn();
    server.use(
      http.put('*/api/delivery-partners/company', () => failure(422, 'That name is reserved', 'NAME_RESERVED'), {
        once: true,
      }),
    );
    await user.type(companyField(), 'DeliverOS');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That name is reserved');
    expect(companyField()).toHaveValue('DeliverOS');
    expect(router.state.location.pathname).toBe('/dashboard/welcome');
  });

  it('the demo partner, who has a company, never sees the step', async () => {
    const ui = renderApp('/signin');
    await screen.findByRole('heading', { name: 'Welcome back, Partner' });
    await signInThroughPage(ui);
    await screen.findByRole('heading', { name: 'Deliveries' });
    expect(ui.router.state.location.pathname).toBe('/dashboard/deliveries');
    expect(demoAccount.email).toBe('demo@example.com');

    await ui.user.click(frameLink('Dashboard'));
    expect(await within(screen.getByTestId('overview-billing')).findByText('Swift Riders Ltd')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add your company name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What is your company called?' })).not.toBeInTheDocument();
  });
});

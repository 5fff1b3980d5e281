import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { tokenStorage } from '@/api/token-storage';
import type { renderApp } from './render';

/*
 * What a test does and checks on screen: signing in through the page, being signed out,
 * dialogs and toasts. The fault matrix uses them, and so do other screen tests.
 */

export type Ui = ReturnType<typeof renderApp>;

export const demoAccount = { email: 'demo@example.com', password: 'Partner123!' };
/** DeliverOS operations (mocks/seed/accounts.ts): the API-access review's account. */
export const operatorAccount = { email: 'ops@deliveros.ng', password: 'Operator123!' };

/** Signed out to /signin, the page the partner was on kept in `?redirect=`, both tokens gone. */
export function expectSignedOutFrom(ui: Ui, from: string): void {
  expect(ui.router.state.location.pathname).toBe('/signin');
  expect(new URLSearchParams(ui.router.state.location.searchStr).get('redirect')).toBe(from);
  expect(screen.getByRole('heading', { name: 'Welcome back, Partner' })).toBeInTheDocument();
  expect(tokenStorage.getToken()).toBeNull();
  expect(tokenStorage.getRefreshToken()).toBeNull();
}

/** Signs in through the sign-in page, as the demo partner unless told. */
export async function signInThroughPage(ui: Ui, account = demoAccount): Promise<void> {
  await ui.user.type(screen.getByLabelText('Email address'), account.email);
  await ui.user.type(screen.getByLabelText('Password'), account.password);
  await ui.user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
}

/**
 * Finds an open dialog once it takes pointer events: radix disables them on the page behind a
 * modal and enables them on the dialog a moment after it appears (user-event refuses to click
 * or type into it before).
 */
export async function findDialog(
  name: string | RegExp,
  role: 'dialog' | 'alertdialog' = 'dialog',
): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }));
  return dialog;
}

/** A sonner toast with exactly this text (toasts sit outside any open dialog, so by text, not role). */
export const toast = (text: string) => screen.getByText(text, { selector: '[data-sonner-toast] *' });
export const queryToast = (text: string) => screen.queryByText(text, { selector: '[data-sonner-toast] *' });

/**
 * A password field's eye button: `show` reveals that field's text (the `others` stay hidden),
 * then Hide password hides it again.
 */
export async function expectPasswordToggle(user: Ui['user'], show: HTMLElement, label: string, others: string[] = []) {
  const type = (name: string) => screen.getByLabelText(name).getAttribute('type');
  await user.click(show);
  expect(type(label)).toBe('text');
  for (const other of others) expect(type(other)).toBe('password');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(type(label)).toBe('password');
}

/** The page's "Email address" field, checked to be an e-mail input the browser can fill, and required. */
export function expectEmailField(): HTMLElement {
  const email = screen.getByLabelText('Email address');
  expect(email).toHaveAttribute('type', 'email');
  expect(email).toHaveAttribute('autocomplete', 'email');
  expect(email).toBeRequired();
  return email;
}

import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { deliveryRouteRules } from '@/api/schemas';
import { deliveryRouteMessages } from '@/forms/delivery-route-form';
import { renderApp, signInAs } from '@/test/render';
import { failure } from '@/test/replies';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { DEMO_USER_ID } from '@mocks/seed';

/*
 * The Add Route form's error rules (issue 24): Save is always enabled; a submit shows every
 * invalid field's message at once and focuses the first; the server's reason for a refusal
 * shows in the form, with everything typed kept. The demo partner has Lagos → Ibadan (interstate).
 */

// Two cores shared by several suites: give the first render (lazy route chunks) room.
configure({ asyncUtilTimeout: 5000 });

const labels = { from: 'From', to: 'To', estimatedTime: 'Estimated time', basePrice: 'Base price (₦)' } as const;
type Typed = Partial<Record<keyof typeof labels, string>> & { coverage?: string };

const demoRoutes = () => db.state.deliveryRoutes.filter((route) => route.partnerId === DEMO_USER_ID);
const findToast = (text: string) => screen.findByText(text, { selector: '[data-sonner-toast] *' }, { timeout: 3000 });

async function openForm() {
  await signInAs();
  const { user } = renderApp('/dashboard/routes');
  await screen.findByRole('list', { name: 'Your delivery routes' });
  await user.click(screen.getByRole('button', { name: 'Add Route' }));
  const form = within(screen.getByRole('form', { name: 'Add a delivery route' }));
  const field = (name: keyof typeof labels) => form.getByLabelText(labels[name]);

  async function fillAndSave(typed: Typed) {
    for (const [name, label] of Object.entries(labels)) {
      const value = typed[name as keyof typeof labels];
      if (value !== undefined) await user.type(form.getByLabelText(label), value);
    }
    if (typed.coverage) await user.selectOptions(form.getByLabelText('Coverage'), typed.coverage);
    await user.click(form.getByRole('button', { name: 'Save Route' }));
  }
  return { user, form, field, fillAndSave };
}

describe('the Add Route form', () => {
  it('shows every invalid field’s message at once on submit and focuses the first; nothing is sent', async () => {
    const { form, field, fillAndSave } = await openForm();
    expect(form.getByRole('button', { name: 'Save Route' })).toBeEnabled();
    await fillAndSave({});

    const expected = {
      from: 'Please enter where the route starts',
      to: 'Please enter where the route ends',
      estimatedTime: 'Please enter the estimated time',
      basePrice: 'Please enter a base price',
    } as const;
    await waitFor(() => expect(field('from')).toHaveAttribute('aria-invalid', 'true'));
    for (const [name, message] of Object.entries(expected)) {
      expect(field(name as keyof typeof labels)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name as keyof typeof labels)).toHaveAccessibleDescription(message);
    }
    expect(field('from')).toHaveFocus();
    expect(form.getByLabelText('Coverage')).toHaveAttribute('aria-invalid', 'false');
    expect(demoRoutes()).toHaveLength(4);
  });

  it('refuses "Yaba → yaba" and a time of "1", focusing To, with the contract’s words', async () => {
    const { field, fillAndSave } = await openForm();
    await fillAndSave({ from: 'Yaba', to: ' yaba', estimatedTime: '1', basePrice: '2500' });

    await waitFor(() => expect(field('to')).toHaveAccessibleDescription(deliveryRouteRules.samePlaces));
    expect(field('estimatedTime')).toHaveAccessibleDescription(deliveryRouteRules.duration);
    expect(field('from')).toHaveAttribute('aria-invalid', 'false');
    expect(field('basePrice')).toHaveAttribute('aria-invalid', 'false');
    expect(field('to')).toHaveFocus();
    expect(demoRoutes()).toHaveLength(4);
  });

  it('shows the server’s reason for a duplicate in the form, not a toast, and keeps what was typed', async () => {
    const { form, field, fillAndSave } = await openForm();
    const typed = {
      from: 'lagos',
      to: 'IBADAN ',
      estimatedTime: '3-4 hours',
      basePrice: '12500',
      coverage: 'interstate',
    };
    await fillAndSave(typed);

    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent('You already have an interstate route from Lagos to Ibadan');
    expect(screen.queryByText(deliveryRouteMessages.addFailed)).not.toBeInTheDocument();
    expect(field('from')).toHaveValue('lagos');
    expect(field('to')).toHaveValue('IBADAN ');
    expect(field('estimatedTime')).toHaveValue('3-4 hours');
    expect(field('basePrice')).toHaveValue(12500);
    expect(form.getByLabelText('Coverage')).toHaveValue('interstate');
    expect(form.getByRole('button', { name: 'Save Route' })).toBeEnabled();
    expect(demoRoutes()).toHaveLength(4);
  });

  it('shows a refusal that names a field under that field, with the focus, keeping what was typed', async () => {
    server.use(
      http.post('*/api/routes', () =>
        failure(400, 'base_price: Base price is above the limit for this coverage', 'VALIDATION_ERROR'),
      ),
    );
    const { form, field, fillAndSave } = await openForm();
    await fillAndSave({ from: 'Yaba', to: 'Ikeja', estimatedTime: '45 min', basePrice: '2500' });

    await waitFor(() =>
      expect(field('basePrice')).toHaveAccessibleDescription('Base price is above the limit for this coverage'),
    );
    expect(field('basePrice')).toHaveAttribute('aria-invalid', 'true');
    expect(field('basePrice')).toHaveFocus();
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('from')).toHaveValue('Yaba');
    expect(field('to')).toHaveValue('Ikeja');
    expect(field('estimatedTime')).toHaveValue('45 min');
    expect(field('basePrice')).toHaveValue(2500);
    expect(demoRoutes()).toHaveLength(4);
  });

  it('adds the route once corrected after a refusal', async () => {
    const { user, form, field, fillAndSave } = await openForm();
    await fillAndSave({
      from: 'Lagos',
      to: 'Ibadan',
      estimatedTime: '1–2 days',
      basePrice: '9000',
      coverage: 'interstate',
    });
    await form.findByRole('alert');

    await user.selectOptions(form.getByLabelText('Coverage'), 'local');
    await user.clear(field('estimatedTime'));
    await user.type(field('estimatedTime'), '45 min');
    await user.click(form.getByRole('button', { name: 'Save Route' }));

    expect(await findToast(deliveryRouteMessages.added)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a delivery route' })).not.toBeInTheDocument();
    expect(demoRoutes().filter((route) => route.from === 'Lagos' && route.to === 'Ibadan')).toEqual([
      expect.objectContaining({ coverage: 'interstate' }),
      expect.objectContaining({ coverage: 'local', estimatedTime: '45 min', basePrice: 900_000 }),
    ]);
  });
});

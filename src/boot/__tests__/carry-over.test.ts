import { afterEach, describe, expect, it, vi } from 'vitest';
import { carryOverTypedInput } from '../carry-over';

const form = `<form>
  <input name="email" type="email" value="" />
  <input name="password" type="password" value="" />
  <input name="rememberMe" type="checkbox" />
</form>`;

describe('carryOverTypedInput: what was typed on the prerendered form survives the takeover', () => {
  afterEach(() => document.body.replaceChildren());

  it('puts the typed text, the ticked box and the focus back into the app’s fields, through the events React listens to', () => {
    const container = document.createElement('div');
    container.innerHTML = form;
    document.body.append(container);
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

    const carry = carryOverTypedInput(container);
    field('email').value = 'demo@example.com';
    field('password').value = 'Partner123!';
    field('rememberMe').checked = true;
    field('password').focus();

    // The app takes over: the form library resets the fields (here: the app renders them anew).
    carry.snapshot();
    container.innerHTML = form;
    const inputs: string[] = [];
    container.addEventListener('input', (event) => inputs.push((event.target as HTMLInputElement).name));
    const boxClicks = vi.fn();
    field('rememberMe').addEventListener('click', boxClicks);
    carry.restore();

    expect(field('email').value).toBe('demo@example.com');
    expect(field('password').value).toBe('Partner123!');
    expect(field('rememberMe').checked).toBe(true);
    // Text through an input event each; the box through a click (which fires its own input event).
    expect(inputs).toEqual(['email', 'password', 'rememberMe']);
    expect(boxClicks).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(field('password'));
  });

  it('leaves untouched fields alone', () => {
    const container = document.createElement('div');
    container.innerHTML = form;
    document.body.append(container);
    const carry = carryOverTypedInput(container);
    carry.snapshot();
    const inputs = vi.fn();
    container.addEventListener('input', inputs);
    carry.restore();
    expect(inputs).not.toHaveBeenCalled();
    expect(container.querySelector<HTMLInputElement>('[name="rememberMe"]')!.checked).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClicks } from '../hold-clicks';

const page = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
};

const markup =
  '<header><a href="/signin">Sign in</a></header><main><p>Hi</p><button>Request API Access</button></main>';

describe('holdClicks: a click on the prerendered page, replayed on the app', () => {
  afterEach(() => document.body.replaceChildren());

  it('stops the click before anything sees it, and keeps a link from navigating', () => {
    const prerendered = page(markup);
    const seen = vi.fn();
    prerendered.querySelector('button')!.addEventListener('click', seen);
    holdClicks(prerendered);

    const link = prerendered.querySelector('a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    prerendered.querySelector('button')!.click();

    expect(click.defaultPrevented).toBe(true);
    expect(seen).not.toHaveBeenCalled();
  });

  it('clicks the element at the same place in the app’s tree — the latest click only — and stops holding', () => {
    const prerendered = page(markup);
    const replay = holdClicks(prerendered);
    prerendered.querySelector('a')!.click();
    prerendered.querySelector('button')!.click();

    // The app's own tree, built anew with the same shape.
    const app = page(markup);
    const onButton = vi.fn();
    const onLink = vi.fn((event: Event) => event.preventDefault());
    app.querySelector('button')!.addEventListener('click', onButton);
    app.querySelector('a')!.addEventListener('click', onLink);
    replay(app);
    expect(onButton).toHaveBeenCalledTimes(1);
    expect(onLink).not.toHaveBeenCalled();

    // Holding is over: a click now reaches its element.
    const later = vi.fn();
    prerendered.querySelector('button')!.addEventListener('click', later);
    prerendered.querySelector('button')!.click();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('replays nothing when nothing was clicked', () => {
    const prerendered = page(markup);
    const replay = holdClicks(prerendered);
    const app = page(markup);
    const onButton = vi.fn();
    app.querySelector('button')!.addEventListener('click', onButton);
    replay(app);
    expect(onButton).not.toHaveBeenCalled();
  });
});

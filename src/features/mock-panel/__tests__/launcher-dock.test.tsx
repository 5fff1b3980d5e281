import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import DevTools from '../dev-tools';
import { getPanelUi, updateMockStatus } from '../panel-state';

const launcher = () => screen.getByRole('button', { name: /^Mock API/ });

afterEach(() => updateMockStatus({ activeFaults: null }));

describe('the mock API launcher', () => {
  it('is a named button that says it opens a dialog, its shortcut and the active fault rules', () => {
    updateMockStatus({ activeFaults: 2 });
    render(<DevTools />);
    expect(screen.getByRole('group', { name: 'Mock API launcher' })).toBeInTheDocument();
    expect(launcher()).toHaveAccessibleName('Mock API 2 fault rules active');
    expect(launcher()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    expect(launcher()).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+M');
  });

  it('moves to the other edge and back, keeping the focus, and remembers the edge', async () => {
    const user = userEvent.setup();
    render(<DevTools />);
    await user.click(screen.getByRole('button', { name: 'Move the Mock API launcher to the right edge' }));
    const back = screen.getByRole('button', { name: 'Move the Mock API launcher to the left edge' });
    expect(back).toHaveFocus();
    expect(getPanelUi().edge).toBe('right');
    await user.click(back);
    expect(getPanelUi().edge).toBe('left');
  });

  it('hides into a tab that shows it again; the focus follows, and the choice is remembered', async () => {
    const user = userEvent.setup();
    updateMockStatus({ activeFaults: 1 });
    const { unmount } = render(<DevTools />);
    await user.click(screen.getByRole('button', { name: 'Hide the Mock API launcher' }));
    expect(screen.queryByRole('button', { name: /^Mock API/ })).not.toBeInTheDocument();
    const show = screen.getByRole('button', { name: 'Show the Mock API launcher (1 fault rule active)' });
    expect(show).toHaveFocus();

    // A reload finds it hidden.
    unmount();
    render(<DevTools />);
    await user.click(screen.getByRole('button', { name: /^Show the Mock API launcher/ }));
    expect(launcher()).toHaveFocus();
    expect(getPanelUi().launcherHidden).toBe(false);
  });

  it('reads a stored edge and hidden state, and falls back on anything else', () => {
    window.localStorage.setItem('deliveros.mock-panel', JSON.stringify({ edge: 'right', launcherHidden: true }));
    expect(getPanelUi()).toMatchObject({ edge: 'right', launcherHidden: true, open: false });
    window.localStorage.setItem('deliveros.mock-panel', JSON.stringify({ edge: 'top', launcherHidden: 'yes' }));
    expect(getPanelUi()).toMatchObject({ edge: 'left', launcherHidden: false });
  });
});

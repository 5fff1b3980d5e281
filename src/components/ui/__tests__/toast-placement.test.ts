import { describe, expect, it } from 'vitest';
import { defaultPlacement, placeToasts, type Box, type ScreenState } from '../toast-placement';

const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

const desktop = { width: 1280, height: 800, stackHeight: 104 };
const phone = { width: 390, height: 844, stackHeight: 104 };
const screen = (size: typeof desktop, dialogs: Box[], controls: Box[]): ScreenState => ({ ...size, dialogs, controls });

describe('where the toasts go', () => {
  it('bottom right (full width at the bottom on a phone) while no dialog is open', () => {
    expect(placeToasts(screen(desktop, [], []))).toEqual(defaultPlacement);
    expect(placeToasts(screen(phone, [], []))).toEqual(defaultPlacement);
  });

  it('beside a side sheet on a wide screen: bottom left, off the sheet', () => {
    const sheet = box(704, 0, 576, 800);
    const controls = [box(1230, 14, 36, 36), box(729, 700, 120, 40), box(1100, 760, 150, 40)];
    expect(placeToasts(screen(desktop, [sheet], controls)).position).toBe('bottom-left');
  });

  it('bottom right, clear of a centred dialog, on a wide screen', () => {
    const dialog = box(384, 221, 512, 358);
    expect(placeToasts(screen(desktop, [dialog], [box(850, 240, 30, 30), box(691, 515, 181, 40)])).position).toBe(
      'bottom-right',
    );
  });

  it('above a phone’s bottom sheet, at full width', () => {
    const sheet = box(0, 462, 390, 382);
    const controls = [box(346, 478, 28, 28), box(189, 784, 181, 40)];
    expect(placeToasts(screen(phone, [sheet], controls))).toEqual({
      position: 'top-center',
      mobileSides: { left: 16, right: 16 },
    });
  });

  it('over a full-screen sheet’s header on a phone, narrowed to leave its close button free', () => {
    const sheet = box(0, 0, 390, 844);
    const close = box(338, 12, 36, 36);
    const controls = [close, box(20, 335, 110, 44), box(20, 780, 350, 44)];
    const placement = placeToasts(screen(phone, [sheet], controls));
    expect(placement.position).toBe('top-center');
    // The toast spans [left, width − right]: short of the close button's left edge, from the right only.
    expect(phone.width - placement.mobileSides.right).toBeLessThanOrEqual(close.left);
    expect(placement.mobileSides.left).toBe(16);
  });

  it('on the smallest phone too: a 320 px full-screen sheet leaves its header’s left for the toast', () => {
    const small = { width: 320, height: 640, stackHeight: 104 };
    const sheet = box(0, 0, 320, 640);
    const close = box(264, 12, 44, 44);
    const controls = [close, box(16, 300, 120, 44), box(16, 580, 288, 44)];
    const placement = placeToasts(screen(small, [sheet], controls));
    expect(placement.position).toBe('top-center');
    expect(placement.mobileSides).toEqual({ left: 16, right: 64 });
  });

  it('narrows from both sides when both ends of the band hold a control', () => {
    const sheet = box(0, 0, 390, 844);
    const back = box(8, 12, 36, 36);
    const close = box(346, 12, 36, 36);
    const placement = placeToasts(screen(phone, [sheet], [back, close, box(20, 780, 350, 44)]));
    expect(placement.mobileSides).toEqual({ left: 52, right: 52 });
  });
});

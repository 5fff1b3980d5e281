import { describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids';

describe('new ids', () => {
  it('sort in the order they were made, within one millisecond too, and never repeat', () => {
    const at = Date.UTC(2026, 10, 29, 9, 0, 0);
    const ids = [
      newId('dlv', at),
      newId('dlv', at),
      newId('dlv', at),
      newId('dlv', at + 1),
      newId('dlv', at + 86_400_000),
    ];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toMatch(/^dlv_[0-9a-z]{12}[0-9a-f]{8}$/);
  });
});

import { describe, expect, it } from 'vitest';
import { SLOT_LENGTHS } from './slot-lengths';

describe('pickup slot lengths', () => {
  it('offers the slot lengths the server accepts', () => {
    expect(SLOT_LENGTHS).toEqual([10, 15, 20, 30, 60]);
  });
});

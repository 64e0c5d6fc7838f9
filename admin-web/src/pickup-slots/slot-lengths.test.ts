import { describe, expect, it } from 'vitest';
import { limitInput, limitValue } from '../food/MaxPerCustomerField';
import { maxOrdersInput, maxOrdersValue, SLOT_LENGTHS } from './slot-lengths';

describe('pickup slot and limit fields', () => {
  it('offers the slot lengths the server accepts', () => {
    expect(SLOT_LENGTHS).toEqual([10, 15, 20, 30, 60]);
  });

  it('reads an empty field as none and a number as that number', () => {
    expect(maxOrdersValue('')).toBeNull();
    expect(maxOrdersValue('  ')).toBeNull();
    expect(maxOrdersValue('6')).toBe(6);
    expect(limitValue('')).toBeNull();
    expect(limitValue('2')).toBe(2);
  });

  it('shows none as an empty field', () => {
    expect(maxOrdersInput(null)).toBe('');
    expect(maxOrdersInput(4)).toBe('4');
    expect(limitInput(null)).toBe('');
    expect(limitInput(undefined)).toBe('');
    expect(limitInput(3)).toBe('3');
  });
});

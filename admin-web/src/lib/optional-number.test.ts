import { describe, expect, it } from 'vitest';
import { optionalNumberInput, optionalNumberValue } from './optional-number';

describe('optional number fields (most orders per slot, max per customer)', () => {
  it('reads an empty field as none and a number as that number', () => {
    expect(optionalNumberValue('')).toBeNull();
    expect(optionalNumberValue('  ')).toBeNull();
    expect(optionalNumberValue('6')).toBe(6);
    expect(optionalNumberValue('2')).toBe(2);
  });

  it('shows none as an empty field', () => {
    expect(optionalNumberInput(null)).toBe('');
    expect(optionalNumberInput(undefined)).toBe('');
    expect(optionalNumberInput(4)).toBe('4');
    expect(optionalNumberInput(3)).toBe('3');
  });
});

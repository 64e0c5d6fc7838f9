import { gstinCheckCharacter, isValidGstin } from './gstin';

describe('GSTIN', () => {
  it('accepts well-formed numbers whose check character matches', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
  });

  it('refuses a wrong check character, a bad state code, a bad shape and lower case', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('99AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
  });

  it('computes the check character from the first fourteen', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });
});

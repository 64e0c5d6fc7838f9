import { isDecimalNumber } from './decimal-number';

describe('isDecimalNumber: money and rates with at most so many decimals', () => {
  it.each([0, -0, 5, 249.5, 249.99, 0.01, 0.1, 99.99, 100000, -12.5])('accepts %p with two decimals', (value) => {
    expect(isDecimalNumber(value, 2)).toBe(true);
  });

  it.each([
    ['the smallest denormal', 5e-324],
    ['a denormal', 1e-320],
    ['the smallest normal number', 2.2250738585072014e-308],
    ['a number written with an exponent', 1e-7],
    ['a fraction written with an exponent', 1.5e-7],
    ['three decimals', 0.001],
    ['a sum that is not what it looks like', 0.1 + 0.2],
    ['half a paisa', 249.995],
  ])('refuses %s (%p), which would round to something else', (_name, value) => {
    expect(isDecimalNumber(value, 2)).toBe(false);
  });

  it.each([Number.NaN, Infinity, -Infinity, '5', null, undefined, [], [5], {}, true])(
    'refuses %p, which is not a finite number',
    (value) => {
      expect(isDecimalNumber(value, 2)).toBe(false);
    },
  );

  it('counts decimals as asked: a whole number with none', () => {
    expect(isDecimalNumber(3, 0)).toBe(true);
    expect(isDecimalNumber(3.5, 0)).toBe(false);
    expect(isDecimalNumber(5e-324, 0)).toBe(false);
  });
});

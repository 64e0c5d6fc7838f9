import { ValidateBy, ValidationOptions } from 'class-validator';

/**
 * A finite number that rounding to `decimals` places leaves exactly as it is: 249.5 and 5 are; 0.001, 1e-7 and
 * denormals such as 5e-324 (which would be stored as nothing) are not. Any value may be passed: class-validator's own
 * `maxDecimalPlaces` reads the decimals from `String(value)` and throws on exponent notation ('1e-7'), a 500.
 */
export function isDecimalNumber(value: unknown, decimals: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Number(value.toFixed(decimals)) === value;
}

/** The type check of a money or rate field (rupees, percent): a number with at most `decimals` decimals. */
export function IsDecimalNumber(decimals: number, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isDecimalNumber', constraints: [decimals], validator: { validate: (value) => isDecimalNumber(value, decimals) } },
    options,
  );
}

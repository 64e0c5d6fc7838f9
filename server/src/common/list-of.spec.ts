import { plainToInstance } from 'class-transformer';
import { IsInt, validateSync } from 'class-validator';
import { IsListOf } from './list-of';

class Line {
  @IsInt({ message: 'quantity must be a whole number' })
  quantity: number;
}

class Lines {
  @IsListOf(() => Line, 'lines')
  lines: Line[];
}

const problemsOf = (lines: unknown) =>
  validateSync(plainToInstance(Lines, { lines }), { stopAtFirstError: true }).flatMap((error) => [
    ...Object.values(error.constraints ?? {}),
    ...(error.children ?? []).flatMap((child) =>
      (child.children ?? []).flatMap((grandchild) => Object.values(grandchild.constraints ?? {})),
    ),
  ]);

describe('IsListOf: a list of objects, each validated', () => {
  it('accepts a list of valid objects, and an empty list', () => {
    expect(problemsOf([{ quantity: 1 }, { quantity: 2 }])).toEqual([]);
    expect(problemsOf([])).toEqual([]);
  });

  it.each([[[[]]], [[[{ quantity: 1 }]]], [[[[]]]], [[null]], [[1]], [['x']], [[{ quantity: 1 }, []]]])(
    'refuses %j: an element that is not an object',
    (lines) => {
      expect(problemsOf(lines)).toEqual(['each item of lines must be an object']);
    },
  );

  it.each([[{}], ['[]'], [5], [null]])('refuses %j, which is not a list', (lines) => {
    expect(problemsOf(lines)).toEqual(['lines must be a list']);
  });

  it('validates each element', () => {
    expect(problemsOf([{ quantity: 1 }, { quantity: 'two' }])).toEqual(['quantity must be a whole number']);
  });
});

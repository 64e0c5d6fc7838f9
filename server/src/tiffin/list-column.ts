import type { ValueTransformer } from 'typeorm';

/** A short list kept in one varchar column as comma-separated values ("1,2,3"). */
export function listColumn<T>(parse: (text: string) => T): ValueTransformer {
  return {
    to: (values: T[] | undefined) => (values === undefined ? undefined : values.join(',')),
    from: (text: string | null) => (text ? text.split(',').map(parse) : []),
  };
}

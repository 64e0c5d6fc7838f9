import { describe, expect, it } from 'vitest';
import { hkMessages } from './en';

/** Every text of the console, however deeply nested. */
function allTexts(messages: object): string[] {
  return Object.values(messages).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : typeof value === 'object' && value ? allTexts(value) : [],
  );
}

describe('console texts', () => {
  it('speak to the kitchen, never of the specification they were written from', () => {
    const texts = allTexts(hkMessages);
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => /\bspec(ification)?('s)?\b/i.test(text))).toEqual([]);
  });
});

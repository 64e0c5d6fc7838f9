import { exceedsJsonDepth } from './json-body';

describe('exceedsJsonDepth', () => {
  it('counts nesting of objects and arrays', () => {
    expect(exceedsJsonDepth('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(exceedsJsonDepth('{"a":[{"b":[1]}]}', 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(exceedsJsonDepth('{"note":"[[[[{{{{ \\" [[[["}', 1)).toBe(false);
  });

  it('stops at the limit without reading a 50,000-deep body to the end', () => {
    expect(exceedsJsonDepth('['.repeat(50_000) + ']'.repeat(50_000))).toBe(true);
    expect(exceedsJsonDepth('[1,[2,[3]]]')).toBe(false);
  });
});

import { matchesPrerender, PRERENDERED_YEAR_ATTRIBUTE, type Visitor } from './prerendered-root';

const firstVisit: Visitor = { language: 'en', year: 2026 };

function prerenderedRoot(year: string | null): HTMLElement {
  const root = document.createElement('div');
  if (year !== null) root.setAttribute(PRERENDERED_YEAR_ATTRIBUTE, year);
  root.innerHTML = '<header>Home Kitchen</header>';
  return root;
}

describe('matchesPrerender', () => {
  it('adopts a page prerendered this year for an English visitor, signed in or not', () => {
    expect(matchesPrerender(prerenderedRoot('2026'), firstVisit)).toBe(true);
  });

  it('renders afresh over a page drawn in another language or another year', () => {
    expect(matchesPrerender(prerenderedRoot('2026'), { ...firstVisit, language: 'hi' })).toBe(false);
    expect(matchesPrerender(prerenderedRoot('2025'), firstVisit)).toBe(false);
  });

  it("renders afresh over index.html's placeholder, which no prerender wrote", () => {
    expect(matchesPrerender(prerenderedRoot(null), firstVisit)).toBe(false);
  });
});

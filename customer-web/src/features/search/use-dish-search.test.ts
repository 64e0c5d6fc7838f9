import { act, renderHook } from '@testing-library/react';
import { aMenuCard } from '../../testing/factories';
import { fakeApi, ok } from '../../testing/fake-api';
import { clearSearchCache, SEARCH_DEBOUNCE_MS, useDishSearch } from './use-dish-search';

beforeEach(() => {
  clearSearchCache();
  vi.useFakeTimers();
});

async function settle(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useDishSearch', () => {
  it('searches once, 300 ms after the last keystroke', async () => {
    const { calls } = fakeApi({ 'GET /menus/search?name=dosa': ok([aMenuCard()]) });
    const { result, rerender } = renderHook(({ term }) => useDishSearch(term), { initialProps: { term: 'd' } });
    rerender({ term: 'do' });
    rerender({ term: 'Dosa' });
    await settle(SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await settle(1);
    expect(calls.map((call) => call.path)).toEqual(['/menus/search?name=dosa']);
    expect(result.current.results).toHaveLength(1);
  });

  it('reuses the results of a term it has seen, whatever its case', async () => {
    const { calls } = fakeApi({ 'GET /menus/search?name=dosa': ok([aMenuCard()]) });
    const { result, rerender } = renderHook(({ term }) => useDishSearch(term), { initialProps: { term: 'dosa' } });
    await settle(SEARCH_DEBOUNCE_MS);
    rerender({ term: 'paneer' });
    rerender({ term: 'DOSA ' });
    await settle(SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    expect(result.current.results).toHaveLength(1);
  });

  it('does not search blank input and gives an empty list when the search fails', async () => {
    const { calls } = fakeApi({});
    const { result, rerender } = renderHook(({ term }) => useDishSearch(term), { initialProps: { term: '   ' } });
    await settle(SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(0);
    rerender({ term: 'biryani' });
    await settle(SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    expect(result.current).toEqual({ results: [], searching: false });
  });
});

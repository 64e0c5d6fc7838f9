import { act, fireEvent, screen } from '@testing-library/react';
import { aMenuCard } from '../../testing/factories';
import { fakeApi, ok } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { BLUR_CLOSE_MS, HeaderSearch } from './header-search';
import { clearSearchCache, SEARCH_DEBOUNCE_MS } from './use-dish-search';

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('HeaderSearch', () => {
  beforeEach(() => {
    clearSearchCache();
    vi.useFakeTimers();
    fakeApi({ 'GET /menus/search?name=dosa': ok([aMenuCard({ id: 2, name: 'Masala Dosa', description: 'Crisp rice crêpe' })]) });
  });

  it('lists matching dishes linking to their pages and closes 150 ms after losing focus', async () => {
    renderRoute(<HeaderSearch />, { route: '/menu', path: '/menu' });
    const box = screen.getByRole('combobox', { name: 'Search dishes' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'dosa' } });
    await advance(SEARCH_DEBOUNCE_MS);

    const option = screen.getByRole('option', { name: /Masala Dosa/ });
    expect(option.querySelector('a')).toHaveAttribute('href', '/food/2');
    expect(screen.getByText('Crisp rice crêpe')).toBeInTheDocument();

    fireEvent.blur(box);
    await advance(BLUR_CLOSE_MS - 1);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens the highlighted dish with the keyboard', async () => {
    const { router } = renderRoute(<HeaderSearch />, { route: '/menu', path: '/menu' });
    const box = screen.getByRole('combobox', { name: 'Search dishes' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'dosa' } });
    await advance(SEARCH_DEBOUNCE_MS);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await advance(0);
    expect(router.state.location.pathname).toBe('/food/2');
  });
});

import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

function CartCount({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <span>{hydrated ? 3 : 0}</span>;
}

describe('useHydrated', () => {
  it('is false in the prerender and while React adopts its markup, then true, with no hydration error', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CartCount seen={[]} />);
    expect(container.textContent).toBe('0');
    const adopted = container.firstChild;
    const seen: boolean[] = [];
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <CartCount seen={seen} />, { onRecoverableError });
    });
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('3');
    expect(container.firstChild).toBe(adopted);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('is true from the first render of a page rendered from scratch', async () => {
    const container = document.createElement('div');
    const seen: boolean[] = [];
    await act(async () => {
      createRoot(container).render(<CartCount seen={seen} />);
    });
    expect(seen.every(Boolean)).toBe(true);
    expect(container.textContent).toBe('3');
  });
});

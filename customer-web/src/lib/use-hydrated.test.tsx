import { act, lazy, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationScope, useHydrated } from './use-hydrated';

function CartCount({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <span>{hydrated ? 3 : 0}</span>;
}

function Unchanged({ renders }: { renders: { count: number } }) {
  renders.count += 1;
  return <i>kitchen</i>;
}

describe('useHydrated', () => {
  it('is false in the prerender and while React adopts its markup, then true, with no hydration error', async () => {
    const page = (seen: boolean[], renders = { count: 0 }) => (
      <HydrationScope>
        <CartCount seen={seen} />
        <Unchanged renders={renders} />
      </HydrationScope>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page([]));
    expect(container.textContent).toBe('0kitchen');
    const adopted = container.firstChild;
    const seen: boolean[] = [];
    const renders = { count: 0 };
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(seen, renders), { onRecoverableError });
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('3kitchen');
    expect(container.firstChild).toBe(adopted);
    expect(onRecoverableError).not.toHaveBeenCalled();
    // Only the readers draw again once the page is adopted; what does not read it is drawn once.
    expect(renders.count).toBe(1);
  });

  it('is false while React adopts a part behind a Suspense boundary, though the rest was adopted before it', async () => {
    let arrive = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const seen: boolean[] = [];
    const LatePage = lazy(async () => {
      await arrived;
      return { default: () => <CartCount seen={seen} /> };
    });
    const page = (inner: React.ReactNode) => (
      <div>
        <HydrationScope>
          <CartCount seen={[]} />
        </HydrationScope>
        <Suspense fallback={<b>loading</b>}>
          <HydrationScope>{inner}</HydrationScope>
        </Suspense>
      </div>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(<CartCount seen={[]} />));
    expect(container.textContent).toBe('00');
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(<LatePage />), { onRecoverableError });
    });
    expect(container.textContent).toBe('30');
    await act(async () => arrive());
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('33');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('is true from the first render of a page rendered from scratch, and outside any scope', async () => {
    const container = document.createElement('div');
    const seen: boolean[] = [];
    await act(async () => {
      createRoot(container).render(
        <>
          <HydrationScope>
            <CartCount seen={seen} />
          </HydrationScope>
          <CartCount seen={seen} />
        </>,
      );
    });
    expect(seen.every(Boolean)).toBe(true);
    expect(container.textContent).toBe('33');
  });
});

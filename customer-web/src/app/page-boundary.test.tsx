import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../testing/render-route';
import { lazyPage } from './lazy-page';
import { PageBoundary } from './page-boundary';

function Cart() {
  return <h1>Your cart</h1>;
}

describe('PageBoundary', () => {
  it('shows a loading screen while the page code arrives, then the page', async () => {
    let arrive: (page: typeof Cart) => void = () => undefined;
    const { element } = lazyPage(() => new Promise((resolve) => (arrive = resolve)));
    renderRoute(<PageBoundary>{element}</PageBoundary>, { route: '/cart', path: '/cart' });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    arrive(Cart);
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
  });

  it('offers Retry when the page code cannot be fetched, and Retry fetches it again', async () => {
    // React reports the caught failure on the console; the page shows it instead.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => quiet.mockRestore());
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return Cart;
    });
    const { element } = lazyPage(load);
    renderRoute(<PageBoundary>{element}</PageBoundary>, { route: '/cart', path: '/cart' });
    expect(await screen.findByRole('alert')).toHaveTextContent("This page couldn't load. Check your connection and try again.");
    const failedLoads = load.mock.calls.length;
    // Nothing is fetched again on its own while the page shows the failure.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).toHaveBeenCalledTimes(failedLoads);
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(failedLoads + 1);
  });
});

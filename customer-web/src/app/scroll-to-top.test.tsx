import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ScrollToTop } from './scroll-to-top';

describe('ScrollToTop', () => {
  it('leaves the opened page where the visitor scrolled it, and starts each page moved to at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      ['/menu', '/food/1'].map((path) => ({ path, element: <ScrollToTop /> })),
      { initialEntries: ['/menu'] },
    );
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/food/1'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });
});

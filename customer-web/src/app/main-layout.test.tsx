import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { MainLayout } from './main-layout';

const CUSTOMER = { id: 1, name: 'Meera Iyer', email: 'meera@example.com', phone: null, role: 'CUSTOMER' as const, avatar: null };

/** The layout at `path` while the stored session's check has not been answered yet. */
function whileTheSessionIsChecked(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  useAuthStore.setState({ token: 'stored-token', user: CUSTOMER });
  const router = createMemoryRouter(
    [
      {
        element: <MainLayout />,
        children: ['/', '/menu', '/food/:id', '/cart', '/profile/orders'].map((route) => ({
          path: route,
          element: <p>Page at {route}</p>,
        })),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('MainLayout while a stored session is checked', () => {
  it.each(['/', '/menu', '/food/7'])('shows %s at once: the landing pages are the same for every visitor', (path) => {
    whileTheSessionIsChecked(path);
    expect(screen.getByText(/^Page at /)).toBeInTheDocument();
    expect(screen.queryByText('Loading session...')).not.toBeInTheDocument();
  });

  it.each(['/cart', '/profile/orders'])('holds %s behind the session check: it shows this customer’s own things', (path) => {
    whileTheSessionIsChecked(path);
    expect(screen.getByText('Loading session...')).toBeInTheDocument();
    expect(screen.queryByText(/^Page at /)).not.toBeInTheDocument();
  });
});

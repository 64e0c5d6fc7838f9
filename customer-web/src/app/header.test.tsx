import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { aMenuCard } from '../testing/factories';
import { renderRoute } from '../testing/render-route';
import { hidesLoginLink } from '../config/paths';
import { useAuthStore } from '../stores/auth-store';
import { useCartStore } from '../stores/cart-store';
import { Header } from './header';

beforeEach(() => {
  useAuthStore.setState({ token: null, user: null, status: 'ready' });
  useCartStore.setState({ guestLines: [], serverCart: null });
});

describe('Header', () => {
  it('shows the main links, the cart count and a Log in link for a guest', async () => {
    await useCartStore.getState().addItem(aMenuCard(), 3);
    renderRoute(<Header variant="solid" />, { route: '/menu', path: '/menu' });
    for (const name of ['Home', 'Menu', 'Catering', 'About']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('highlights Menu on the menu and on a dish page, and nothing else there', () => {
    renderRoute(<Header variant="solid" />, { route: '/food/:id', path: '/food/7' });
    expect(screen.getByRole('link', { name: 'Menu' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Catering' })).not.toHaveClass('active');
  });

  it('links a signed-in customer’s avatar to the profile', () => {
    useAuthStore.setState({
      token: 'token',
      user: { id: 1, name: 'Meera Iyer', email: 'meera@example.com', phone: null, role: 'CUSTOMER', avatar: null },
    });
    renderRoute(<Header variant="solid" />, { route: '/menu', path: '/menu' });
    expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/profile/personal-info');
    expect(screen.getByText('MI')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('counts a signed-in customer’s server cart, not the guest lines', async () => {
    await useCartStore.getState().addItem(aMenuCard(), 3);
    useAuthStore.setState({ token: 'token' });
    useCartStore.setState({ serverCart: { items: [], count: 2, subtotal: 0, tax: 0, total: 0 } });
    renderRoute(<Header variant="solid" />, { route: '/menu', path: '/menu' });
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('closes the navigation drawer when another page is shown, and keeps it closed on the way back', async () => {
    const { router } = renderRoute(<Header variant="solid" />, { route: '/:page', path: '/menu' });
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(await screen.findByRole('presentation')).toBeInTheDocument();
    await act(() => router.navigate('/about'));
    await waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/menu');
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
  });

  it('hides the Log in link on checkout and the sign-in pages', () => {
    renderRoute(<Header variant="solid" />, { route: '/checkout', path: '/checkout' });
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(['/checkout', '/login', '/register', '/verify-register-otp', '/verify'].every(hidesLoginLink)).toBe(true);
    expect(['/menu', '/cart', '/', '/profile/personal-info'].some(hidesLoginLink)).toBe(false);
  });
});

import { screen } from '@testing-library/react';
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

  it('hides the Log in link on checkout and the sign-in pages', () => {
    renderRoute(<Header variant="solid" />, { route: '/checkout', path: '/checkout' });
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(['/checkout', '/login', '/register', '/verify-register-otp', '/verify'].every(hidesLoginLink)).toBe(true);
    expect(['/menu', '/cart', '/', '/profile/personal-info'].some(hidesLoginLink)).toBe(false);
  });
});

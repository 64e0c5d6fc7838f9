import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '../app/header';
import { formatCookDate, formatDateTime, formatRupees, formatTime } from '../lib/format';
import { useAuthStore } from '../stores/auth-store';
import { fakeApi, ok } from '../testing/fake-api';
import { renderRoute } from '../testing/render-route';
import { applyLanguage, currentLanguage, followAccountLanguage, LANGUAGE_KEY } from './i18n';

beforeEach(() => {
  useAuthStore.setState({ token: null, user: null, status: 'ready' });
});

async function chooseFromHeader(name: string) {
  await userEvent.click(screen.getByRole('button', { name: /^Language|^भाषा/ }));
  await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name }));
}

describe('the language switch', () => {
  it('switches the header to Hindi, sets <html lang> and remembers the choice in this browser', async () => {
    renderRoute(<Header variant="solid" />, { route: '/menu', path: '/menu' });
    expect(screen.getByRole('link', { name: 'Menu' })).toBeInTheDocument();

    await chooseFromHeader('हिन्दी');

    expect(await screen.findByRole('link', { name: 'मेन्यू' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लॉग इन' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कार्ट, 0 आइटम' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('hi');

    await chooseFromHeader('English');
    expect(await screen.findByRole('link', { name: 'Menu' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('saves the choice to the account of a signed-in customer', async () => {
    const api = fakeApi({
      'PUT /users/profile': ok({
        id: 7,
        name: 'Asha',
        email: 'a@example.test',
        phone: null,
        role: 'CUSTOMER',
        avatar: null,
        language: 'hi',
      }),
    });
    useAuthStore.setState({
      token: 'token',
      user: { id: 7, name: 'Asha', email: 'a@example.test', phone: null, role: 'CUSTOMER', avatar: null, language: 'en' },
    });
    renderRoute(<Header variant="solid" />, { route: '/menu', path: '/menu' });

    await chooseFromHeader('हिन्दी');

    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body])).toEqual([
        ['/users/profile', { language: 'hi' }],
      ]),
    );
    expect(useAuthStore.getState().user?.language).toBe('hi');
  });

  it("follows the account's language on sign-in", async () => {
    followAccountLanguage('hi');
    await waitFor(() => expect(currentLanguage()).toBe('hi'));
    followAccountLanguage('fr');
    expect(currentLanguage()).toBe('hi');
  });
});

describe('formatting follows the language', () => {
  it('writes amounts, dates and times for hi-IN in the kitchen zone, and en-IN as before', async () => {
    const instant = '2026-11-24T06:30:00.000Z'; // 12:00 noon in Asia/Kolkata
    expect(formatRupees(1234.5)).toBe('₹1,234.50');
    expect(formatDateTime(instant)).toBe(
      new Intl.DateTimeFormat('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'Asia/Kolkata',
      }).format(new Date(instant)),
    );

    await applyLanguage('hi');

    expect(formatRupees(123456.5)).toBe(
      new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(123456.5),
    );
    expect(formatRupees(123456.5)).toMatch(/^₹1,23,456\.50$/);
    expect(formatCookDate('2026-11-24')).toBe('24 नव॰ 2026');
    expect(formatDateTime(instant)).toContain('नव॰');
    expect(formatTime(instant)).toBe(
      new Intl.DateTimeFormat('hi-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(new Date(instant)),
    );
    expect(formatTime(instant)).toMatch(/^12:00/);
  });
});

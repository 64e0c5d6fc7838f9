import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { applyLanguage } from '../../i18n/i18n';
import { fakeApi, ok } from '../../testing/fake-api';
import { authApi } from './auth-api';
import { OtpInput } from './otp-input';
import { RegisterPage } from './register-page';
import { VerifyOtpPage } from './verify-otp-page';
import { emptyRegisterValues, validateRegisterField } from './register-validation';

const details = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '919876543210',
  password: 'Secret@123',
  newDrops: false,
  whatsapp: false,
};

// Component tests drive a real DOM; on a busy two-core machine they need more than the 5 s default.
describe('sign-in pages and the language', { timeout: 20_000 }, () => {
  it('registers the account in the language the site is shown in', async () => {
    const api = fakeApi({ 'POST /auth/register': ok({ email: details.email, name: details.name }) });
    await authApi.register(details);
    await applyLanguage('hi');
    await authApi.register(details);
    expect(api.calls.map((call) => (call.body as { language: string }).language)).toEqual(['en', 'hi']);
  });

  it('shows the register form, its checks and the code boxes in Hindi', async () => {
    await applyLanguage('hi');
    expect(validateRegisterField('name', emptyRegisterValues)).toBe('नाम ज़रूरी है');
    render(
      <MemoryRouter initialEntries={['/register']}>
        <RegisterPage />
        <OtpInput value="" onChange={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'अपना खाता बनाएँ' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'रजिस्टर करें' }));
    expect(screen.getByText('ईमेल ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'एक बार इस्तेमाल होने वाला कोड' })).toBeInTheDocument();
    expect(screen.getByLabelText('6 में से अंक 1')).toBeInTheDocument();
  });

  it('names the address the code went to in bold, in either language', async () => {
    const page = () => (
      <MemoryRouter initialEntries={[{ pathname: '/verify-register-otp', state: { email: 'asha@example.com' } }]}>
        <VerifyOtpPage />
      </MemoryRouter>
    );
    const { unmount } = render(page());
    expect(screen.getByText('asha@example.com').tagName).toBe('STRONG');
    expect(screen.getByText(/Enter the 6-digit code we sent to/).textContent).toBe('Enter the 6-digit code we sent to asha@example.com.');
    unmount();
    await applyLanguage('hi');
    render(page());
    expect(screen.getByText(/पर भेजा गया 6 अंकों का कोड डालें/).textContent).toBe('asha@example.com पर भेजा गया 6 अंकों का कोड डालें।');
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RegisterPage } from './register-page';

const register = vi.hoisted(() => vi.fn());
vi.mock('./auth-api', () => ({ authApi: { register } }));

function OtpPageProbe() {
  const location = useLocation();
  return <pre data-testid="otp-state">{JSON.stringify(location.state)}</pre>;
}

/** Pasting fills a field with one change event, which keeps these tests quick on a busy machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

function renderRegister() {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/register', state: { from: '/checkout' } }]}>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/verify-register-otp" element={<OtpPageProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

// Component tests drive a real DOM; on a busy two-core machine they need more than the 5 s default.
describe('RegisterPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    register.mockReset();
  });

  it('announces each problem on submit and clears a field error once that field is edited', async () => {
    const user = userEvent.setup();
    renderRegister();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(6);
    expect(register).not.toHaveBeenCalled();

    await fill(user, /Full name/, 'A');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('sends trimmed, normalised details and moves on to the OTP page remembering the origin', async () => {
    register.mockResolvedValue({ email: 'asha@example.com', name: 'Asha Rao' });
    const user = userEvent.setup();
    renderRegister();
    await fill(user, /Full name/, '  Asha Rao ');
    await fill(user, /^Email/, ' asha@example.com ');
    await fill(user, /Phone number/, '98765 43210');
    await fill(user, /^Password/, 'Secret@123');
    await fill(user, /Confirm password/, 'Secret@123');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('checkbox', { name: /new cook date/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Send order updates on WhatsApp to +91 98765 43210' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(register).toHaveBeenCalledWith({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '919876543210',
      password: 'Secret@123',
      newDrops: true,
      whatsapp: true,
    });
    const state = JSON.parse((await screen.findByTestId('otp-state')).textContent ?? '{}') as { notice?: string };
    expect(state).toMatchObject({ email: 'asha@example.com', from: '/checkout' });
    expect(state.notice).toBe('Registration successful! An OTP has been sent to your email.');
  });

  it('offers WhatsApp for the number typed, unticked, and names the number once it is a phone number', async () => {
    const user = userEvent.setup();
    renderRegister();
    const whatsapp = screen.getByRole('checkbox', { name: 'Send order updates on WhatsApp to the number above' });
    expect(whatsapp).not.toBeChecked();
    expect(whatsapp).toHaveAccessibleDescription('Reply STOP on WhatsApp at any time to stop them.');
    await fill(user, /Phone number/, '+91 91234-56789');
    expect(screen.getByRole('checkbox', { name: 'Send order updates on WhatsApp to +91 91234 56789' })).not.toBeChecked();
  });

  it('shows the server message when registration is refused', async () => {
    const { ApiError } = await import('../../lib/api-client');
    register.mockRejectedValue(new ApiError(409, 'An account with this email already exists.'));
    const user = userEvent.setup();
    renderRegister();
    await fill(user, /Full name/, 'Asha');
    await fill(user, /^Email/, 'asha@example.com');
    await fill(user, /Phone number/, '+919876543210');
    await fill(user, /^Password/, 'Secret@123');
    await fill(user, /Confirm password/, 'Secret@123');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
  });
});

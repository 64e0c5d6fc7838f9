import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() }));
vi.mock('../../lib/api-client', async (original) => ({ ...(await original<object>()), api }));

const { useAuthStore } = await import('../../stores/auth-store');
const { PersonalInfoPage } = await import('./personal-info-page');

const asha = { id: 3, name: 'Asha Rao', email: 'asha@example.com', phone: '919876543210', role: 'CUSTOMER' as const, avatar: null };

// Component tests drive a real DOM; on a busy two-core machine they need more than the 5 s default.
describe('PersonalInfoPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    localStorage.setItem('profileLastFetched', String(Date.now()));
    useAuthStore.setState({ token: 'jwt', user: asha, status: 'ready' });
    api.put.mockImplementation(async (_path: string, patch: object) => ({ ...asha, ...patch }));
  });

  it('shows e-mail and role read-only beside the editable name and phone', () => {
    render(<PersonalInfoPage />);
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Role')).toHaveValue('CUSTOMER');
    expect(api.get).not.toHaveBeenCalled();
  });

  it('shows the stored phone grouped for reading and does not save it back unchanged', async () => {
    const user = userEvent.setup();
    render(<PersonalInfoPage />);
    expect(screen.getByLabelText('Phone number')).toHaveValue('+91 98765 43210');
    await user.click(screen.getByLabelText('Phone number'));
    await user.tab();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('marks e-mail and role as not changeable here', () => {
    render(<PersonalInfoPage />);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Cannot be changed here');
    expect(screen.getByLabelText('Role')).toHaveAttribute('readonly');
  });

  it('saves a changed name when the field is left', async () => {
    const user = userEvent.setup();
    render(<PersonalInfoPage />);
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), '  Asha Kumari ');
    await user.tab();
    expect(api.put).toHaveBeenCalledWith('/users/profile', { name: 'Asha Kumari' });
  });

  it('does not save a blank value (the saved one comes back) or an unchanged one', async () => {
    const user = userEvent.setup();
    render(<PersonalInfoPage />);
    await user.clear(screen.getByLabelText('Full name'));
    await user.tab();
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha Rao');
    await user.click(screen.getByLabelText('Phone number'));
    await user.tab();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('normalises a phone before saving and refuses a malformed one', async () => {
    const user = userEvent.setup();
    render(<PersonalInfoPage />);
    const phone = screen.getByLabelText('Phone number');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.tab();
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();

    await user.clear(phone);
    await user.type(phone, '91234 56789');
    await user.tab();
    expect(api.put).toHaveBeenCalledWith('/users/profile', { phone: '919123456789' });
  });
});

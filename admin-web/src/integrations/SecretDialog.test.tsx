import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { SecretDialog } from './SecretDialog';

const SECRET = 'hk_live_3f9a0c1b2d4e_Qm9vZ2llLXdvb2dpZS1ib29naWUtd29vZ2llLWJvbw';

function renderDialog(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const onClose = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <SecretDialog name="Counter till" secret={SECRET} onClose={onClose} />
    </AdminContext>,
  );
  return { onClose };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SecretDialog', () => {
  it('shows the secret with the warning that it will not be shown again, and copies it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    renderDialog(writeText);
    const dialog = screen.getByRole('dialog', { name: 'Secret for Counter till' });
    expect(screen.getByTestId('api-key-secret').textContent).toBe(SECRET);
    expect(dialog.textContent).toContain('It will not be shown again');

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await screen.findByRole('button', { name: 'Copied' });
    expect(writeText).toHaveBeenCalledWith(SECRET);
  });

  it('selects the secret and says how to copy it when the browser refuses the clipboard', async () => {
    renderDialog(vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')));
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await screen.findByText(/press Ctrl\+C/);
    expect(window.getSelection()?.toString()).toBe(SECRET);
  });

  it('closes with Done only, not with Escape', () => {
    const { onClose } = renderDialog(vi.fn());
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

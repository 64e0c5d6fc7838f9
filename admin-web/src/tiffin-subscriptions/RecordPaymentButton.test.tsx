import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, HttpError, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { RecordPaymentButton } from './RecordPaymentButton';
import type { TiffinSubscription } from './tiffin-subscriptions';

const subscription = { id: 7, amount: 602.5, status: 'AWAITING_PAYMENT' } as TiffinSubscription;

function renderButton(recordTiffinPayment: ReturnType<typeof vi.fn>) {
  render(
    <AdminContext dataProvider={{ ...testDataProvider(), recordTiffinPayment }} i18nProvider={i18nProvider}>
      <RecordPaymentButton subscription={subscription} />
    </AdminContext>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
  return screen.getByRole('spinbutton', { name: 'Amount received (₹)' });
}

afterEach(cleanup);

describe('recording a payment received by hand', () => {
  it("starts at the period's price and records the amount typed", async () => {
    const recordTiffinPayment = vi.fn(() => Promise.resolve({ ...subscription, status: 'ACTIVE' }));
    const amount = renderButton(recordTiffinPayment);
    expect((amount as HTMLInputElement).value).toBe('602.5');
    expect(screen.getByText(/the whole period, ₹602\.50/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(recordTiffinPayment).toHaveBeenCalledWith(7, 602.5);
  });

  it("shows the server's reason for refusing an amount and keeps the dialog open", async () => {
    const reason = 'The period costs ₹602.50: record that amount.';
    const recordTiffinPayment = vi.fn(() => Promise.reject(new HttpError(reason, 409, { message: reason })));
    const amount = renderButton(recordTiffinPayment);
    fireEvent.change(amount, { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    expect(recordTiffinPayment).toHaveBeenCalledWith(7, 600);
    expect(screen.getByRole('dialog', { name: 'Record a payment received' })).toBeTruthy();
  });
});

import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification, testDataProvider, type DataProvider, type UpdateParams } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { OrderDetails } from './OrderDetails';
import type { AdminOrder } from './order-types';

const order: AdminOrder = {
  id: '3f2a9c10-1111-2222-3333-444455556666',
  orderRefId: 'HK3F2A9C1011',
  customerId: 5,
  customer: 'asha@example.com',
  customerName: 'Asha Rao',
  customerPhone: null,
  date: '2026-11-22T09:30:00Z',
  createdAt: '2026-11-22T09:30:00Z',
  updatedAt: '2026-11-22T09:30:00Z',
  status: 'PENDING',
  subtotal: 440,
  discount: 0,
  promotionCode: null,
  tax: 35.2,
  taxLabel: 'Taxes & Fees',
  taxRate: 8,
  pricesIncludeTax: false,
  total: 475.2,
  paymentMethod: 'COD',
  paymentStatus: null,
  paymentId: null,
  refundId: null,
  cancelReason: null,
  pickupAt: null,
  specialInstructions: 'No special instructions',
  items: [{ id: 1, name: 'Paneer Butter Masala', images: [], quantity: 2, price: 220 }],
};

type UpdateMock = Mock<(resource: string, params: UpdateParams) => Promise<{ data: AdminOrder }>>;

const updateMock = (): UpdateMock => vi.fn();

function renderDetails(update: UpdateMock, onStatusChanged = vi.fn(), shown: AdminOrder = order) {
  render(
    <AdminContext dataProvider={testDataProvider({ update: update as unknown as DataProvider['update'] })} i18nProvider={i18nProvider}>
      <OrderDetails order={shown} onStatusChanged={onStatusChanged} />
      <Notification />
    </AdminContext>,
  );
  return onStatusChanged;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('OrderDetails', () => {
  it('shows the items and amounts in rupees with the four status buttons', () => {
    renderDetails(updateMock());
    expect(screen.getByText('Paneer Butter Masala')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('₹475.20');
    expect(screen.getByText('N/A')).toBeTruthy();
    for (const label of ['Preparing', 'Ready', 'Picked up', 'Cancelled']) {
      expect(screen.getByRole('button', { name: `Mark as ${label}` })).toBeTruthy();
    }
    expect(document.body.textContent).not.toContain('$');
    expect(screen.getByTestId('order-payment-method').textContent).toBe('Pay at pickup');
    expect(screen.queryByTestId('order-payment-status')).toBeNull();
  });

  it('shows when the order is picked up, in kitchen time', () => {
    renderDetails(updateMock(), vi.fn(), { ...order, pickupAt: '2026-11-24T06:45:00.000Z' });
    expect(screen.getByTestId('order-pickup').textContent).toBe('24 Nov 2026, 12:15 pm');
  });

  it('shows a paid online order with its payment id', () => {
    renderDetails(updateMock(), vi.fn(), { ...order, paymentMethod: 'ONLINE', paymentStatus: 'PAID', paymentId: 'pay_TEST123' });
    expect(screen.getByTestId('order-payment-method').textContent).toBe('Online');
    expect(screen.getByTestId('order-payment-status').textContent).toBe('Paid');
    expect(screen.getByText('pay_TEST123')).toBeTruthy();
    expect(screen.queryByTestId('order-refund')).toBeNull();
  });

  it('offers only cancelling while the online payment is awaited', () => {
    renderDetails(updateMock(), vi.fn(), { ...order, status: 'AWAITING_PAYMENT', paymentMethod: 'ONLINE', paymentStatus: 'PENDING' });
    expect(screen.getByTestId('order-current-status').textContent).toBe('Awaiting payment');
    expect(screen.getByTestId('order-payment-status').textContent).toBe('Awaiting payment');
    expect(screen.getAllByRole('button', { name: /^Mark as/ }).map((button) => button.textContent)).toEqual(['Mark as Cancelled']);
    expect(screen.getByText(/can only be cancelled until the payment arrives/)).toBeTruthy();
  });

  it('shows the refund and why the order was cancelled, with no moves left', () => {
    renderDetails(updateMock(), vi.fn(), {
      ...order,
      status: 'CANCELLED',
      paymentMethod: 'ONLINE',
      paymentStatus: 'REFUND_PENDING',
      paymentId: 'pay_TEST123',
      refundId: 'rfnd_TEST9',
      cancelReason: 'Cancelled by the kitchen',
    });
    expect(screen.getByTestId('order-payment-status').textContent).toBe('Refund pending');
    expect(screen.getByTestId('order-refund').textContent).toBe('Refund pending (rfnd_TEST9)');
    expect(screen.getByTestId('order-cancel-reason').textContent).toBe('Cancelled by the kitchen');
    expect(screen.queryAllByRole('button', { name: /^Mark as/ })).toEqual([]);
  });

  it("says 'Picked up' for a delivered order, not 'Delivered'", () => {
    renderDetails(updateMock(), vi.fn(), { ...order, status: 'DELIVERED' });
    expect(screen.getByTestId('order-current-status').textContent).toBe('Picked up');
    expect(document.body.textContent).not.toContain('Delivered');
  });

  it('sends the new status, says so and lets the dialog close', async () => {
    const update = updateMock().mockResolvedValue({ data: { ...order, status: 'PREPARING' } });
    const onStatusChanged = renderDetails(update);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Preparing' }));
    await screen.findByText('Order updated to Preparing');
    expect(update).toHaveBeenCalledWith('orders', expect.objectContaining({ id: order.id, data: { status: 'PREPARING' } }));
    expect(onStatusChanged).toHaveBeenCalledTimes(1);
  });

  it('reports a failed update and keeps the dialog open', async () => {
    // react-admin logs failed mutations; the toast is what this test is about.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const update = updateMock().mockRejectedValue(new Error('boom'));
    const onStatusChanged = renderDetails(update);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Picked up' }));
    await screen.findByText('Failed to update order status.');
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(onStatusChanged).not.toHaveBeenCalled();
  });
});

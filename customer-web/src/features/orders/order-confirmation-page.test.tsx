import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLanguage } from '../../i18n/i18n';
import { anOrder } from '../../testing/factories';
import { fakeApi, ok } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { LATEST_ORDER_KEY } from '../../lib/latest-order';
import { OrderConfirmationPage } from './order-confirmation-page';

describe('OrderConfirmationPage', () => {
  it('thanks the customer, shows the reference and links to tracking', () => {
    const order = anOrder({ orderRefId: 'HK7Q2M9X4B1Z' });
    renderRoute(<OrderConfirmationPage />, { route: '/order-confirmation', path: '/order-confirmation', state: { order } });
    expect(screen.getByText('Thank you for your order!')).toBeInTheDocument();
    expect(screen.getByTestId('order-reference')).toHaveTextContent('HK7Q2M9X4B1Z');
    expect(screen.queryByText(/Estimated food ready/)).not.toBeInTheDocument();
    expect(screen.getByTestId('order-pickup')).toHaveTextContent('Pickup: Mon 23 Nov, 12:30 pm – 2:30 pm (any time)');
    expect(screen.getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', `/order-status/${order.id}`);
    expect(screen.getByTestId('cancel-window')).toHaveTextContent(/^You can cancel this order within (2:00|1:[0-5]\d)$/);
  });

  it('says it all in Hindi when Hindi is chosen', async () => {
    await applyLanguage('hi');
    const order = anOrder({ orderRefId: 'HK7Q2M9X4B1Z' });
    renderRoute(<OrderConfirmationPage />, { route: '/order-confirmation', path: '/order-confirmation', state: { order } });
    expect(screen.getByText('आपके ऑर्डर के लिए धन्यवाद!')).toBeInTheDocument();
    expect(screen.getByTestId('order-pickup')).toHaveTextContent(/^पिकअप: सोम 23 नव.*, 12:30 pm – 2:30 pm \(कभी भी\)$/);
    expect(screen.getByRole('link', { name: 'ऑर्डर ट्रैक करें' })).toHaveAttribute('href', `/order-status/${order.id}`);
    expect(screen.getByTestId('cancel-window')).toHaveTextContent(/^आप यह ऑर्डर अगले (2:00|1:[0-5]\d) मिनट में रद्द कर सकते हैं$/);
    await userEvent.click(screen.getByRole('button', { name: 'ऑर्डर रद्द करें' }));
    expect(screen.getByRole('dialog', { name: 'यह ऑर्डर रद्द करें?' })).toHaveTextContent('ऑर्डर HK7Q2M9X4B1Z रद्द हो जाएगा');
  });

  it('cancels within the window and says so in a sentence', async () => {
    const order = anOrder({ userName: 'Asha' });
    fakeApi({ [`POST /orders/${order.id}/cancel`]: ok({ ...order, status: 'CANCELLED' }, 'Order cancelled successfully!') });
    renderRoute(<OrderConfirmationPage />, { route: '/order-confirmation', path: '/order-confirmation', state: { order } });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Yes, Cancel Order' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(`Your order ${order.orderRefId} has been cancelled.`);
    expect((JSON.parse(localStorage.getItem(LATEST_ORDER_KEY) ?? '{}') as { status?: string }).status).toBe('CANCELLED');
  });

  it('asks first, and keeping the order cancels nothing', async () => {
    const order = anOrder();
    const { calls } = fakeApi({});
    renderRoute(<OrderConfirmationPage />, { route: '/order-confirmation', path: '/order-confirmation', state: { order } });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
    expect(screen.getByText('Thank you for your order!')).toBeInTheDocument();
  });

  it('shows a cancelled order plainly: no tick, thanks or estimate', () => {
    const order = anOrder({ status: 'CANCELLED' });
    const { container } = renderRoute(<OrderConfirmationPage />, {
      route: '/order-confirmation',
      path: '/order-confirmation',
      state: { order },
    });
    expect(screen.getByRole('heading', { name: 'Order cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This order has been cancelled.');
    expect(screen.queryByText('Thank you for your order!')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(container.querySelector('[data-testid="CheckCircleOutlineIcon"]')).toBeNull();
  });

  it('disables cancelling once the window has passed', () => {
    const order = anOrder({
      createdAt: new Date(Date.now() - 300_000).toISOString(),
      cancellableUntil: new Date(Date.now() - 180_000).toISOString(),
    });
    renderRoute(<OrderConfirmationPage />, { route: '/order-confirmation', path: '/order-confirmation', state: { order } });
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeDisabled();
    expect(screen.getByText('You can’t cancel this order now')).toBeInTheDocument();
  });

  it('says it is confirming when no order is known', () => {
    renderRoute(<OrderConfirmationPage />, { route: '/order-confirmation', path: '/order-confirmation' });
    expect(screen.getByText('Confirming your order...')).toBeInTheDocument();
  });
});

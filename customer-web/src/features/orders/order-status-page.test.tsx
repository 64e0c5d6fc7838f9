import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectApiClientToSession } from '../../app/api-session';
import { anOrder } from '../../testing/factories';
import { fakeApi, ok } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { useAuthStore } from '../../stores/auth-store';
import { OrderStatusPage } from './order-status-page';
import { STATUS_POLL_MS } from './use-order-tracking';

// Calls carry the signed-in customer's token, as app/start.tsx arranges at start.
beforeAll(connectApiClientToSession);

/** A stand-in for the browser's EventSource that the test drives by hand. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, data?: unknown) {
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    });
  }
}

const order = anOrder({ status: 'PENDING' });

beforeEach(() => {
  FakeEventSource.last = null;
  vi.stubGlobal('EventSource', FakeEventSource);
  useAuthStore.setState({ token: 'customer-token', user: null, status: 'ready' });
});

describe('OrderStatusPage', () => {
  it('shows the order and takes status changes from the event stream', async () => {
    const { calls } = fakeApi({
      [`GET /orders/${order.id}`]: ok(order),
      'POST /auth/stream-ticket': ok({ ticket: 'one-use-ticket', expiresAt: '2026-11-22T10:21:00.000Z' }),
    });
    renderRoute(<OrderStatusPage />, { route: '/order-status/:traceId', path: `/order-status/${order.id}` });
    expect(screen.getByText('Fetching your order details...')).toBeInTheDocument();
    expect(await screen.findByText('Your order has been received!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order Status' })).toBeInTheDocument();
    expect(screen.getByTestId('tracking-id')).toHaveTextContent(order.orderRefId);
    // Customers quote the reference; the internal trace id is not theirs to read.
    expect(screen.queryByText(new RegExp(order.id))).not.toBeInTheDocument();

    await vi.waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const stream = FakeEventSource.last!;
    // The token travels in the ticket request's header, never in the stream's URL.
    expect(stream.url).toBe(`/api/v1/orders/${order.id}/events?ticket=one-use-ticket`);
    expect(stream.url).not.toContain('customer-token');
    const ticketCall = calls.find((call) => call.method === 'POST' && call.path === '/auth/stream-ticket');
    expect(ticketCall?.headers.get('Authorization')).toBe('Bearer customer-token');
    stream.emit('status', { id: order.id, orderRefId: order.orderRefId, status: 'PREPARING', updatedAt: new Date().toISOString() });
    expect(screen.getByText('Our chefs are now preparing your delicious meal.')).toBeInTheDocument();
    // Its pickup is long past: nothing to count down to, and no unlabelled 40-minute clock.
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();

    stream.emit('status', { id: order.id, orderRefId: order.orderRefId, status: 'CANCELLED', updatedAt: new Date().toISOString() });
    expect(screen.getByText('This order has been cancelled.')).toBeInTheDocument();
    expect(stream.closed).toBe(true);
  });

  it('polls every 30 seconds once the stream fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = 'PENDING';
    const { calls } = fakeApi({
      [`GET /orders/${order.id}`]: () => ok({ ...order, status }),
      'POST /auth/stream-ticket': ok({ ticket: 'one-use-ticket', expiresAt: '2026-11-22T10:21:00.000Z' }),
    });
    renderRoute(<OrderStatusPage />, { route: '/order-status/:traceId', path: `/order-status/${order.id}` });
    await screen.findByText('Your order has been received!');
    await vi.waitFor(() => expect(FakeEventSource.last).not.toBeNull());

    FakeEventSource.last!.emit('error');
    status = 'READY';
    await act(async () => {
      await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    });
    expect(await screen.findByText('Your order is ready for pickup!')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThanOrEqual(2);
  });

  it('asks a signed-out visitor to log in first', () => {
    useAuthStore.setState({ token: null });
    renderRoute(<OrderStatusPage />, { route: '/order-status/:traceId', path: `/order-status/${order.id}` });
    expect(screen.getByText('Please log in to continue.')).toBeInTheDocument();
  });

  it('counts down to the pickup start, says so, and offers Cancel while the window is open', async () => {
    const inAnHour = new Date(Date.now() + 3600_000);
    const soon = anOrder({
      status: 'PENDING',
      cancellableUntil: new Date(Date.now() + 100_000).toISOString(),
      orderItems: [{ ...order.orderItems[0], pickupFrom: inAnHour.toISOString(), pickupTo: new Date(+inAnHour + 900_000).toISOString() }],
    });
    fakeApi({
      [`GET /orders/${soon.id}`]: ok(soon),
      'POST /auth/stream-ticket': ok({ ticket: 'one-use-ticket', expiresAt: '2026-11-22T10:21:00.000Z' }),
      [`POST /orders/${soon.id}/cancel`]: ok({ ...soon, status: 'CANCELLED' }),
    });
    renderRoute(<OrderStatusPage />, { route: '/order-status/:traceId', path: `/order-status/${soon.id}` });
    expect(await screen.findByTestId('pickup-countdown')).toHaveTextContent(/^Pickup starts in (1:00:00|0:59:\d\d)$/);
    expect(screen.getByTestId('cancel-window')).toHaveTextContent(/^You can cancel this order within 1:[34]\d$/);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Yes, Cancel Order' }),
    );
    expect(await screen.findByText('This order has been cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('pickup-countdown')).not.toBeInTheDocument();
  });
});

import { useCallback, useEffect, useState } from 'react';
import { i18n } from '../../i18n/i18n';
import type { Order, OrderStatusEvent } from '../../lib/api-types';
import { useAuthStore } from '../../stores/auth-store';
import { toast } from '../../stores/toast-store';
import { fetchOrder, orderEventsUrl } from '../../lib/orders-api';
import { isFinalStatus } from './order-progress';
import '../../i18n/sections/orderStatus';

/** Without a live stream the order is polled every 30 seconds (docs/rules.md). */
export const STATUS_POLL_MS = 30_000;

export type TrackingState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; order: Order; live: boolean };

export interface OrderTracking {
  tracking: TrackingState;
  /** Shows the order as an action on this page (a cancellation) left it, without waiting for the next update. */
  replaceOrder: (order: Order) => void;
}

/**
 * The order, kept current by its server-sent event stream; when the stream cannot be used or
 * breaks, by polling instead. Stops listening once the order is delivered or cancelled.
 */
export function useOrderTracking(traceId: string): OrderTracking {
  const [tracking, setTracking] = useState<TrackingState>({ state: 'loading' });
  const token = useAuthStore((state) => state.token);
  const orderId = tracking.state === 'ready' ? tracking.order.id : null;
  // A cancelled order whose refund is under way still changes (the refund completes): keep listening until it does.
  const finished = tracking.state === 'ready' && isFinalStatus(tracking.order.status) && tracking.order.paymentStatus !== 'REFUND_PENDING';

  useEffect(() => {
    let current = true;
    setTracking({ state: 'loading' });
    fetchOrder(traceId)
      .then((order) => current && setTracking({ state: 'ready', order, live: false }))
      .catch(() => {
        if (!current) return;
        toast.error(i18n.t('orderStatus.fetchFailed'));
        setTracking({ state: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [traceId]);

  useEffect(() => {
    if (!orderId || finished) return;
    let stream: EventSource | null = null;
    let pollTimer: number | undefined;
    let pollFailed = false;
    let closed = false;

    const poll = () => {
      fetchOrder(orderId)
        .then((order) => {
          pollFailed = false;
          setTracking({ state: 'ready', order, live: false });
        })
        .catch(() => {
          // One notice per outage, not one every 30 seconds.
          if (!pollFailed) toast.error(i18n.t('orderStatus.pollFailed'));
          pollFailed = true;
        });
    };
    const startPolling = () => {
      if (pollTimer === undefined) pollTimer = window.setInterval(poll, STATUS_POLL_MS);
    };

    const listen = (url: string) => {
      if (closed) return;
      stream = new EventSource(url);
      stream.addEventListener('open', () => {
        setTracking((previous) => (previous.state === 'ready' ? { ...previous, live: true } : previous));
      });
      stream.addEventListener('status', (event) => {
        const update = JSON.parse((event as MessageEvent<string>).data) as OrderStatusEvent;
        setTracking((previous) =>
          previous.state === 'ready' ? { state: 'ready', order: { ...previous.order, status: update.status }, live: true } : previous,
        );
        // The event names the status only; payment and refund changes come with the whole order.
        fetchOrder(orderId)
          .then((order) => setTracking((previous) => (previous.state === 'ready' ? { ...previous, order } : previous)))
          .catch(() => undefined);
      });
      stream.addEventListener('error', fallBackToPolling);
    };
    const fallBackToPolling = () => {
      stream?.close();
      stream = null;
      setTracking((previous) => (previous.state === 'ready' ? { ...previous, live: false } : previous));
      // Catch up on anything missed while the stream was down, then keep polling.
      poll();
      startPolling();
    };

    if (token && typeof EventSource === 'function') {
      orderEventsUrl(orderId).then(listen, () => !closed && fallBackToPolling());
    } else {
      startPolling();
    }

    return () => {
      closed = true;
      stream?.close();
      window.clearInterval(pollTimer);
    };
  }, [orderId, finished, token]);

  const replaceOrder = useCallback(
    (order: Order) => setTracking((previous) => (previous.state === 'ready' ? { ...previous, order } : previous)),
    [],
  );
  return { tracking, replaceOrder };
}

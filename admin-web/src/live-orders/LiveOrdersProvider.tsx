import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { readAdminToken } from '../lib/admin-token';
import type { AdminOrder } from '../lib/api-types';
import { adminEventsUrl } from './admin-events-url';
import { LiveOrdersContext } from './LiveOrdersContext';
import { playNewOrderChime } from './play-new-order-chime';

/** How long to wait before reopening a broken stream. */
const RECONNECT_MS = 5000;

/** The event's data is the admin order row; the toast needs only who ordered and the reference they quote. */
type OrderEvent = Pick<AdminOrder, 'orderRefId' | 'customerName' | 'customer'>;

function parseOrderEvent(event: MessageEvent<string>): OrderEvent | null {
  try {
    return JSON.parse(event.data) as OrderEvent;
  } catch {
    return null;
  }
}

/** Listens to the admin order stream while the console is open: new orders chime, count and refresh the lists. */
export function LiveOrdersProvider({ children }: { children: ReactNode }) {
  const [unseenCount, setUnseenCount] = useState(0);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const onOrdersPage = pathname.startsWith('/orders');

  useEffect(() => {
    const token = readAdminToken();
    if (!token || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let reconnectTimer: number | undefined;
    let stopped = false;
    const refreshOrderViews = () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
    };
    const onCreated = (event: MessageEvent<string>) => {
      const order = parseOrderEvent(event);
      setUnseenCount((count) => count + 1);
      playNewOrderChime();
      notify('hk.orders.newOrder', {
        type: 'info',
        messageArgs: {
          ref: order?.orderRefId ?? '',
          customer: order?.customerName || order?.customer || '',
        },
      });
      refreshOrderViews();
    };
    // A ticket opens one stream, so the browser's own reconnect would be refused: reconnect with a new ticket,
    // and reload the lists for whatever happened in between.
    const reconnectLater = () => {
      source?.close();
      source = null;
      if (!stopped) reconnectTimer = window.setTimeout(() => void connect().then(refreshOrderViews), RECONNECT_MS);
    };
    const connect = async () => {
      try {
        const url = await adminEventsUrl(token);
        if (stopped) return;
        source = new EventSource(url);
        source.addEventListener('order-created', onCreated);
        source.addEventListener('order-updated', refreshOrderViews);
        source.addEventListener('error', reconnectLater);
      } catch {
        reconnectLater();
      }
    };
    void connect();
    return () => {
      stopped = true;
      window.clearTimeout(reconnectTimer);
      source?.close();
    };
  }, [notify, queryClient]);

  // Opening the orders page is how the admin acknowledges the new orders.
  useEffect(() => {
    if (onOrdersPage) setUnseenCount(0);
  }, [onOrdersPage, unseenCount]);

  const value = useMemo(() => ({ unseenCount }), [unseenCount]);
  return <LiveOrdersContext.Provider value={value}>{children}</LiveOrdersContext.Provider>;
}

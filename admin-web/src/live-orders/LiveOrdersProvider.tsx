import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { ADMIN_API_BASE } from '../lib/api-paths';
import { readAdminToken } from '../lib/admin-token';
import { shortOrderId } from '../lib/format';
import { LiveOrdersContext } from './LiveOrdersContext';
import { playNewOrderChime } from './play-new-order-chime';

interface OrderEvent {
  id: string;
  orderRefId?: string;
  customerName?: string;
  customer?: string;
}

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
    const source = new EventSource(`${ADMIN_API_BASE}/orders/events?token=${encodeURIComponent(token)}`);
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
          ref: order?.orderRefId ?? shortOrderId(order?.id),
          customer: order?.customerName ?? order?.customer ?? '',
        },
      });
      refreshOrderViews();
    };
    source.addEventListener('order-created', onCreated);
    source.addEventListener('order-updated', refreshOrderViews);
    return () => source.close();
  }, [notify, queryClient]);

  // Opening the orders page is how the admin acknowledges the new orders.
  useEffect(() => {
    if (onOrdersPage) setUnseenCount(0);
  }, [onOrdersPage, unseenCount]);

  const value = useMemo(() => ({ unseenCount }), [unseenCount]);
  return <LiveOrdersContext.Provider value={value}>{children}</LiveOrdersContext.Provider>;
}

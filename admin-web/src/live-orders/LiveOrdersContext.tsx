import { createContext, useContext } from 'react';

export interface LiveOrders {
  /** New orders that arrived since the admin last opened the orders page. */
  unseenCount: number;
}

export const LiveOrdersContext = createContext<LiveOrders>({ unseenCount: 0 });

export function useLiveOrders(): LiveOrders {
  return useContext(LiveOrdersContext);
}

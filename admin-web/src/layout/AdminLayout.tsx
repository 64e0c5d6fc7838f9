import { Suspense, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminAppBar } from './AdminAppBar';
import { AdminMenu } from './AdminMenu';
import { PageLoading } from './PageLoading';
import { LiveOrdersProvider } from '../live-orders/LiveOrdersProvider';
import './print.css';

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <LiveOrdersProvider>
      {/* The page column may shrink below its widest table (which then scrolls in its card), so a phone never
          scrolls the whole page sideways. */}
      <Layout menu={AdminMenu} appBar={AdminAppBar} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </Layout>
    </LiveOrdersProvider>
  );
}

import { Suspense, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminMenu } from './AdminMenu';
import { PageLoading } from './PageLoading';
import { LiveOrdersProvider } from '../live-orders/LiveOrdersProvider';
import './print.css';

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <LiveOrdersProvider>
      <Layout menu={AdminMenu}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </Layout>
    </LiveOrdersProvider>
  );
}

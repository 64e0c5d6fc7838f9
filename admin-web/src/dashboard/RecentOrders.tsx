import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatRupees } from '@home-kitchen/api';
import type { DashboardStats } from '../dataProvider';
import { formatDateTime } from '../lib/format';
import { TableScroller } from '../layout/TableScroller';
import { OrderStatusChip } from '../orders/OrderStatusChip';

export function RecentOrders({ orders }: { orders: DashboardStats['recentOrders'] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('hk.dashboard.recentOrders')}
        </Typography>
        {orders.length === 0 ? (
          <Typography color="text.secondary">{translate('hk.dashboard.noRecentOrders')}</Typography>
        ) : (
          <TableScroller label={translate('hk.dashboard.recentOrders')}>
            <Table size="small" aria-label={translate('hk.dashboard.recentOrders')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('hk.orders.orderRef')}</TableCell>
                  <TableCell>{translate('hk.orders.customer')}</TableCell>
                  <TableCell>{translate('hk.orders.date')}</TableCell>
                  <TableCell>{translate('hk.orders.status')}</TableCell>
                  <TableCell align="right">{translate('hk.orders.total')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {orders.map((order) => (
                  <TableRow
                    key={order.id}
                    hover
                    sx={{ cursor: 'pointer' }}
                    onClick={() => navigate(`/orders/${encodeURIComponent(order.id)}/show`)}
                  >
                    <TableCell sx={{ fontFamily: 'monospace' }}>{order.orderRefId}</TableCell>
                    <TableCell>{order.customerName || order.customer}</TableCell>
                    <TableCell>{formatDateTime(order.date)}</TableCell>
                    <TableCell>
                      <OrderStatusChip status={order.status} />
                    </TableCell>
                    <TableCell align="right">{formatRupees(order.total)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroller>
        )}
      </CardContent>
    </Card>
  );
}

import { Card, CardContent, Typography } from '@mui/material';
import { ShowBase, Title, useShowContext, useTranslate } from 'react-admin';
import { PageLoading } from '../layout/PageLoading';
import { OrderDetails } from './OrderDetails';
import type { AdminOrder } from './order-types';

function OrderShowContent() {
  const translate = useTranslate();
  const { record, isPending } = useShowContext<AdminOrder>();
  if (isPending || !record) return <PageLoading />;
  const heading = translate('hk.orders.details', { id: record.orderRefId });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={heading} />
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {heading}
        </Typography>
        <OrderDetails order={record} />
      </CardContent>
    </Card>
  );
}

/** Reached from a dashboard row: the same details as the list's dialog, on a page of its own. */
export default function OrderShow() {
  return (
    <ShowBase>
      <OrderShowContent />
    </ShowBase>
  );
}

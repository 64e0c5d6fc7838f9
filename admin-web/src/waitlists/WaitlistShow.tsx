import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ShowBase, Title, useShowContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DishWaitlist, DishWaitlistDetail } from '../lib/api-types';
import { PageLoading } from '../layout/PageLoading';
import { WaitingCustomers } from './WaitingCustomers';

function WaitlistShowContent() {
  const translate = useTranslate();
  // react-admin first shows the row the list already has (no customers in it) while the dish's own answer loads.
  const { record, isPending } = useShowContext<DishWaitlist | DishWaitlistDetail>();
  if (isPending || !record || !('customers' in record)) return <PageLoading />;
  const heading = translate('hk.waitlists.waitingFor', { name: record.name });
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Title title={heading} />
      <Button component={Link} to="/waitlists" startIcon={<ArrowBackIcon />}>
        {translate('hk.waitlists.allWaitlists')}
      </Button>
      <Card sx={{ alignSelf: 'stretch' }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {heading}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('hk.waitlists.waitingCount', { smart_count: record.waiting })} · {translate('hk.waitlists.whoWaits')}
          </Typography>
          <WaitingCustomers waitlist={record} />
        </CardContent>
      </Card>
    </Box>
  );
}

/** A Waitlists row opens this: who is waiting for the dish (GET /admin/waitlists/{dishId}). */
export default function WaitlistShow() {
  return (
    <ShowBase>
      <WaitlistShowContent />
    </ShowBase>
  );
}

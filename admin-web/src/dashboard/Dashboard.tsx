import { Alert, Box, Grid } from '@mui/material';
import { useEffect } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import StarIcon from '@mui/icons-material/Star';
import TodayIcon from '@mui/icons-material/Today';
import SoupKitchenIcon from '@mui/icons-material/SoupKitchen';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { formatRupees } from '@home-kitchen/api';
import { PageLoading } from '../layout/PageLoading';
import { useKitchenDataProvider } from '../lib/use-kitchen-data-provider';
import { RecentOrders } from './RecentOrders';
import { StatCard } from './StatCard';
import { WhatsAppCustomers } from './WhatsAppCustomers';

export default function Dashboard() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKitchenDataProvider();
  const { data, isPending, isError } = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => dataProvider.getDashboard(),
  });

  useEffect(() => {
    if (isError) notify('hk.dashboard.loadFailed', { type: 'error' });
  }, [isError, notify]);

  if (isPending) return <PageLoading />;
  if (isError || !data) {
    return (
      <Box sx={{ mt: 2 }}>
        <Title title={translate('hk.dashboard.title')} />
        <Alert severity="error">{translate('hk.dashboard.loadFailed')}</Alert>
      </Box>
    );
  }

  const stats = [
    { label: translate('hk.dashboard.totalOrders'), value: data.totalOrders, icon: <ShoppingBagIcon fontSize="large" /> },
    {
      label: translate('hk.dashboard.revenue'),
      value: formatRupees(data.revenue),
      icon: <CurrencyRupeeIcon fontSize="large" />,
      caption: translate('hk.dashboard.revenueCaption'),
    },
    {
      label: translate('hk.dashboard.popularItem'),
      value: data.popularItem || translate('hk.dashboard.notAvailable'),
      icon: <StarIcon fontSize="large" />,
    },
    { label: translate('hk.dashboard.ordersToday'), value: data.ordersToday, icon: <TodayIcon fontSize="large" /> },
    { label: translate('hk.dashboard.inProgress'), value: data.inProgress, icon: <SoupKitchenIcon fontSize="large" /> },
    { label: translate('hk.dashboard.completed'), value: data.completed, icon: <TaskAltIcon fontSize="large" /> },
  ];

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate('hk.dashboard.title')} />
      <Grid container spacing={2}>
        {stats.map((stat) => (
          <Grid key={stat.label} size={{ xs: 12, sm: 6, md: 4 }}>
            <StatCard {...stat} />
          </Grid>
        ))}
      </Grid>
      <WhatsAppCustomers />
      <RecentOrders orders={data.recentOrders ?? []} />
    </Box>
  );
}

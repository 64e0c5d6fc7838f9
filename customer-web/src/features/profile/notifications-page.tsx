import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import LocalDiningOutlinedIcon from '@mui/icons-material/LocalDiningOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { formatDateTime } from '../../lib/format';
import { profileApi, type NotificationType, type OrderNotification } from './profile-api';
import { SectionHeading } from './section-heading';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: OrderNotification[] };

const ICONS: Record<NotificationType, typeof ShoppingBagOutlinedIcon> = {
  PLACED: ShoppingBagOutlinedIcon,
  STATUS_CHANGED: LocalDiningOutlinedIcon,
  CANCELLED: CancelOutlinedIcon,
};

export function NotificationsPage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    profileApi
      .notifications()
      .then((items) => current && setLoad({ state: 'ready', items }))
      .catch(() => current && setLoad({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, []);

  return (
    <>
      <SectionHeading title="Notifications" />
      {load.state === 'loading' && <Typography role="status">Loading notifications...</Typography>}
      {load.state === 'failed' && (
        <Alert severity="error" role="alert">
          We could not load your notifications. Please try again later.
        </Alert>
      )}
      {load.state === 'ready' && load.items.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderRadius: 2 }}>
          <Typography>No notifications yet. Updates about your orders will appear here.</Typography>
        </Paper>
      )}
      {load.state === 'ready' && load.items.length > 0 && (
        <Paper variant="outlined" sx={{ borderRadius: 2 }}>
          <List aria-label="Order updates">
            {load.items.map((item, index) => {
              const Icon = ICONS[item.type] ?? LocalDiningOutlinedIcon;
              return (
                <ListItem key={item.id} divider={index < load.items.length - 1} alignItems="flex-start" sx={{ gap: 2 }}>
                  <Icon color={item.type === 'CANCELLED' ? 'error' : 'primary'} aria-hidden sx={{ mt: 0.5 }} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography>{item.message}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      <Link component={RouterLink} to={`/profile/order/${encodeURIComponent(item.orderRefId)}`}>
                        Order {item.orderRefId}
                      </Link>
                      {' · '}
                      <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                    </Typography>
                  </Box>
                </ListItem>
              );
            })}
          </List>
        </Paper>
      )}
    </>
  );
}

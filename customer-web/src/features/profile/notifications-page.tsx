import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import LocalDiningOutlinedIcon from '@mui/icons-material/LocalDiningOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { formatDateTime } from '../../lib/format';
import { MessageSettings } from './message-settings';
import { profileApi, type KitchenMessage, type NotificationType, type OrderNotification } from './profile-api';
import { SectionHeading } from './section-heading';
import '../../i18n/sections/notifications';

type FeedItem = { kind: 'order'; item: OrderNotification } | { kind: 'kitchen'; item: KitchenMessage };
type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: FeedItem[] };

const ICONS: Record<NotificationType, typeof ShoppingBagOutlinedIcon> = {
  PLACED: ShoppingBagOutlinedIcon,
  STATUS_CHANGED: LocalDiningOutlinedIcon,
  CANCELLED: CancelOutlinedIcon,
};

/** Order updates and the kitchen's messages in one feed, newest first. */
function feedOf(orders: OrderNotification[], kitchen: KitchenMessage[]): FeedItem[] {
  const items: FeedItem[] = [
    ...orders.map((item) => ({ kind: 'order' as const, item })),
    ...kitchen.map((item) => ({ kind: 'kitchen' as const, item })),
  ];
  return items.sort((a, b) => Date.parse(b.item.createdAt) - Date.parse(a.item.createdAt));
}

function OrderUpdate({ item }: { item: OrderNotification }) {
  const { t } = useTranslation();
  const Icon = ICONS[item.type] ?? LocalDiningOutlinedIcon;
  return (
    <>
      <Icon color={item.type === 'CANCELLED' ? 'error' : 'primary'} aria-hidden sx={{ mt: 0.5 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography>{item.message}</Typography>
        <Typography variant="body2" color="text.secondary">
          <Link component={RouterLink} to={`/profile/order/${encodeURIComponent(item.orderRefId)}`}>
            {t('notifications.order', { ref: item.orderRefId })}
          </Link>
          {' · '}
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </Typography>
      </Box>
    </>
  );
}

function KitchenNote({ item }: { item: KitchenMessage }) {
  return (
    <>
      <CampaignOutlinedIcon color="secondary" aria-hidden sx={{ mt: 0.5 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography fontWeight={600}>
          <Link component={RouterLink} to={item.link} color="inherit">
            {item.title}
          </Link>
        </Typography>
        <Typography variant="body2">{item.body}</Typography>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </Typography>
      </Box>
    </>
  );
}

export function NotificationsPage() {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    Promise.all([profileApi.notifications(), profileApi.kitchenMessages()])
      .then(([orders, kitchen]) => current && setLoad({ state: 'ready', items: feedOf(orders, kitchen) }))
      .catch(() => current && setLoad({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, []);

  return (
    <>
      <SectionHeading title={t('notifications.title')} />
      {load.state === 'loading' && <Typography role="status">{t('notifications.loading')}</Typography>}
      {load.state === 'failed' && (
        <Alert severity="error" role="alert">
          {t('notifications.loadFailed')}
        </Alert>
      )}
      {load.state === 'ready' && load.items.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderRadius: 2 }}>
          <Typography>{t('notifications.empty')}</Typography>
        </Paper>
      )}
      {load.state === 'ready' && load.items.length > 0 && (
        <Paper variant="outlined" sx={{ borderRadius: 2 }}>
          <List aria-label={t('notifications.list')}>
            {load.items.map((entry, index) => (
              <ListItem
                key={`${entry.kind}-${entry.item.id}`}
                divider={index < load.items.length - 1}
                alignItems="flex-start"
                sx={{ gap: 2 }}
              >
                {entry.kind === 'order' ? <OrderUpdate item={entry.item} /> : <KitchenNote item={entry.item} />}
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <MessageSettings />
    </>
  );
}

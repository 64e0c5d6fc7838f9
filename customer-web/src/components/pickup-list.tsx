import { useTranslation } from '../i18n/use-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Order } from '../lib/api-types';
import { pickupLines } from '../lib/order-pickup';
import '../i18n/sections/orderStatus';

/** When the order is collected: one line, or for pickups on several dates one line per pickup, earliest first. */
export function PickupList({ order, align = 'left' }: { order: Pick<Order, 'orderItems'>; align?: 'left' | 'center' }) {
  const { t } = useTranslation();
  const lines = pickupLines(order);
  if (lines.length === 1) {
    return (
      <Typography data-testid="order-pickup" sx={{ fontWeight: 600, textAlign: align }}>
        {t('orderStatus.pickup', { pickup: lines[0] })}
      </Typography>
    );
  }
  return (
    <Box data-testid="order-pickup" sx={{ textAlign: align }}>
      <Typography sx={{ fontWeight: 600 }}>{t('orderStatus.pickupsByDate')}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {lines.map((line) => (
          <Typography component="li" key={line}>
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

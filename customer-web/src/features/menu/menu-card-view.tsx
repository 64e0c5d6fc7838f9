import { useTranslation } from '../../i18n/use-translation';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { visuallyHidden } from '../../components/visually-hidden';
import { DishImage } from '../../components/dish-image';
import { NotifyMe } from '../../components/notify-me';
import { VegMark } from '../../components/veg-mark';
import type { MenuCard } from '../../lib/api-types';
import { describeAvailability } from '../../lib/availability';
import { dishImages } from '../../lib/catalogue';
import { dishDescription, dishName } from '../../lib/dish-text';
import { formatCookDay, formatRupees } from '../../lib/format';
import { useAddToCart } from '../../stores/cart-actions';
import { paths } from '../../config/paths';
import '../../i18n/sections/menu';

/**
 * How a card's photo loads: the first row's at once, the very first at high priority (it is the largest thing a phone
 * paints on the menu), the rest as they near the screen.
 */
export type PhotoLoading = 'first' | 'first row' | 'lazy';

/** One dish on one cook date (or, for a dish on none, the dish alone), as the menu shows it. */
export function MenuCardView({ card, now, photo = 'lazy' }: { card: MenuCard; now: Date; photo?: PhotoLoading }) {
  const { t } = useTranslation();
  const { add, adding } = useAddToCart();
  const availability = describeAvailability(card, now);
  const cookDate = card.dates.length > 0 ? (card.nextAvailableDate ?? undefined) : undefined;
  const titleId = `dish-${card.id}-${cookDate ?? 'unscheduled'}-title`;
  const name = dishName(card);
  const dishPath = paths.food(card.id, card.dates.length > 1 ? cookDate : undefined);

  return (
    <Card component="article" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <RouterLink to={dishPath} tabIndex={-1} aria-hidden="true">
        <DishImage
          src={dishImages(card)[0]}
          alt=""
          loading={photo === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={photo === 'first' ? 'high' : 'auto'}
          width={400}
          height={250}
          style={{ width: '100%', height: 200, objectFit: 'cover', display: 'block' }}
        />
      </RouterLink>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={titleId} variant="h3" sx={{ fontSize: 19, fontWeight: 700 }}>
            <Box
              component={RouterLink}
              to={dishPath}
              sx={{ color: 'text.primary', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
            >
              {name}
            </Box>
          </Typography>
          <Typography sx={{ fontWeight: 800, color: 'primary.main', whiteSpace: 'nowrap' }}>{formatRupees(card.price)}</Typography>
        </Box>
        <VegMark isVeg={card.isVeg} withLabel />
        <Typography variant="body2" color="text.secondary">
          {dishDescription(card)}
        </Typography>
        <Box sx={{ mt: 'auto' }}>
          <Typography
            sx={{ fontWeight: 700, fontSize: 15, color: availability.orderable ? 'success.main' : 'error.main' }}
            data-testid="availability"
          >
            {availability.label}
          </Typography>
          {availability.details.map((line) => (
            <Typography key={line} variant="body2" color="text.secondary">
              {line}
            </Typography>
          ))}
        </Box>
        <Button
          variant="contained"
          startIcon={<AddShoppingCartIcon />}
          disabled={!availability.orderable || adding}
          onClick={() => void add(card)}
        >
          {t('menu.addToCart')}{' '}
          <Box component="span" sx={visuallyHidden}>
            – {cookDate ? t('menu.dishOnDate', { dish: name, date: formatCookDay(cookDate) }) : name}
          </Box>
        </Button>
        {!availability.orderable && <NotifyMe dish={card} />}
      </CardContent>
    </Card>
  );
}

import { useTranslation } from '../../i18n/use-translation';
import { useDeferredValue, useEffect, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { NotifyMe } from '../../components/notify-me';
import { PageLoader } from '../../components/page-loader';
import { StickyActionBar } from '../../components/sticky-action-bar';
import { VegMark } from '../../components/veg-mark';
import type { MenuCard, MenuCardDate } from '../../lib/api-types';
import { describeAvailability } from '../../lib/availability';
import { dishFromPage, dishImages, drawnWithPageData, fetchMenu } from '../../lib/catalogue';
import { dishDescription, dishName } from '../../lib/dish-text';
import { formatRupees } from '../../lib/format';
import { cardOnDate, initialDate } from '../../lib/menu-dates';
import { useHydrated } from '../../lib/use-hydrated';
import { useAddToCart } from '../../stores/cart-actions';
import { paths } from '../../config/paths';
import { CookDateChoice } from './cook-date-choice';
import { DishNotFound } from './dish-not-found';
import { ImageCarousel } from './image-carousel';
import '../../i18n/sections/dish';

type DishLoad = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; dish: MenuCard };

export function DishPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const wantedDate = searchParams.get('date');
  // The server sends a dish's page with its card: then the first render draws the dish and nothing is fetched.
  const [load, setLoad] = useState<DishLoad>(() => {
    const dish = dishFromPage(id);
    return dish ? { state: 'ready', dish } : { state: 'loading' };
  });
  const [chosenDate, setChosenDate] = useState<MenuCardDate | null>(() => {
    const dish = dishFromPage(id);
    return dish ? initialDate(dish, wantedDate) : null;
  });
  const { add, adding } = useAddToCart();
  // The build's prerendered page shows the loading state; React adopts that first, then draws the dish in slices the
  // browser can interrupt (a deferred value), not in one long task. A page the server drew shows the dish already.
  const hydrated = useDeferredValue(useHydrated() || drawnWithPageData());

  useEffect(() => {
    const fromPage = dishFromPage(id);
    if (fromPage) {
      // Kept as it is when the first render drew this card already: a new state would draw the whole page again.
      setLoad((shown) => (shown.state === 'ready' && shown.dish === fromPage ? shown : { state: 'ready', dish: fromPage }));
      setChosenDate(initialDate(fromPage, wantedDate));
      return;
    }
    let current = true;
    setLoad({ state: 'loading' });
    fetchMenu(id)
      .then((dish) => {
        if (!current) return;
        setLoad(dish ? { state: 'ready', dish } : { state: 'missing' });
        setChosenDate(dish ? initialDate(dish, wantedDate) : null);
      })
      // Any failure to load the dish shows the not-found view.
      .catch(() => current && setLoad({ state: 'missing' }));
    return () => {
      current = false;
    };
  }, [id, wantedDate]);

  if (load.state === 'loading' || !hydrated) return <PageLoader label={t('dish.loading')} />;
  if (load.state === 'missing') return <DishNotFound />;

  const { dish } = load;
  // The chosen cook date's schedule is what the page describes and what Add to Cart orders.
  const onDate = chosenDate ? cardOnDate(dish, chosenDate) : dish;
  const availability = describeAvailability(onDate, new Date());
  const name = dishName(dish);

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: 2, py: { xs: 2, md: 4 } }}>
      <Breadcrumbs aria-label={t('dish.breadcrumb')} sx={{ mb: 2 }}>
        <Box component={RouterLink} to={paths.menu} sx={{ color: 'primary.main' }}>
          {t('dish.menu')}
        </Box>
        <Typography color="text.primary" aria-current="page">
          {name}
        </Typography>
      </Breadcrumbs>
      <Box
        sx={{
          display: 'grid',
          columnGap: 5,
          rowGap: { xs: 3, md: 0 },
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
          gridTemplateRows: { md: 'auto 1fr' },
          gridTemplateAreas: { xs: '"images" "details" "action"', md: '"images details" "images action"' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridArea: 'images', minWidth: 0 }}>
          <ImageCarousel images={dishImages(dish)} name={name} />
        </Box>
        <Box sx={{ gridArea: 'details' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 40 }, mb: 1 }}>
            {name}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <VegMark isVeg={dish.isVeg} withLabel />
            <Chip
              label={availability.orderable ? t('dish.available') : t('dish.unavailable')}
              color={availability.orderable ? 'success' : 'error'}
              sx={{ fontWeight: 700 }}
            />
          </Box>
          {dish.averageRating !== null && dish.reviewCount > 0 && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
              <Rating value={dish.averageRating} precision={0.1} readOnly aria-hidden="true" />
              <Typography>{t('dish.rating', { rating: dish.averageRating.toFixed(1), count: dish.reviewCount })}</Typography>
            </Box>
          )}
          <Typography sx={{ mb: 3, fontSize: 17 }}>{dishDescription(dish)}</Typography>
          <Typography variant="h2" sx={{ fontSize: 20, mb: 0.5 }}>
            {t('dish.ingredients')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {dish.ingredients?.trim() || t('dish.defaultIngredients')}
          </Typography>
          {chosenDate && dish.dates.length > 1 && <CookDateChoice dish={dish} chosen={chosenDate} onChoose={setChosenDate} />}
          <Box sx={{ mb: 3 }}>
            <Typography sx={{ fontWeight: 700, color: availability.orderable ? 'success.main' : 'error.main' }}>
              {availability.label}
            </Typography>
            {availability.details.map((line) => (
              <Typography key={line} color="text.secondary">
                {line}
              </Typography>
            ))}
          </Box>
        </Box>
        <StickyActionBar gridArea="action">
          {/* A dish that cannot be ordered offers its waitlist where Add to Cart would be, in reach on a phone. */}
          {availability.orderable ? (
            <Button
              variant="contained"
              size="large"
              startIcon={<AddShoppingCartIcon />}
              disabled={adding}
              onClick={() => void add(onDate)}
              sx={{ py: 1.5, px: 4, fontSize: 17, width: { xs: '100%', md: 'auto' } }}
            >
              {t('dish.addToCart', { price: formatRupees(dish.price) })}
            </Button>
          ) : (
            <NotifyMe dish={dish} size="large" />
          )}
        </StickyActionBar>
      </Box>
    </Box>
  );
}

import { useTranslation } from '../../i18n/use-translation';
import { startTransition, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { DishImage } from '../../components/dish-image';
import type { MenuCard } from '../../lib/api-types';
import { dishImages, DISH_PLACEHOLDER, fetchMenus } from '../../lib/catalogue';
import { dishDescription, dishName } from '../../lib/dish-text';
import { formatRupees } from '../../lib/format';
import { paths } from '../../config/paths';
import '../../i18n/sections/home';

/** The landing page always features these three dishes. */
export const FEATURED_DISH_NAMES = ['Paneer Butter Masala', 'Masala Dosa', 'Chole Bhature'] as const;

export function pickFeatured(menus: MenuCard[]): (MenuCard | null)[] {
  return FEATURED_DISH_NAMES.map((name) => menus.find((menu) => menu.name.trim().toLowerCase() === name.toLowerCase()) ?? null);
}

export function FeaturedDishes() {
  const { t } = useTranslation();
  const [featured, setFeatured] = useState<(MenuCard | null)[]>(FEATURED_DISH_NAMES.map(() => null));

  useEffect(() => {
    let current = true;
    fetchMenus()
      .then((menus) => {
        // Drawn as a transition, in slices a tap can come between: the menu often answers while React is still
        // adopting the page, and the three cards with their photos and styles are a long task for a slow phone.
        if (current) startTransition(() => setFeatured(pickFeatured(menus)));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  return (
    <Box component="section" aria-labelledby="featured-title" sx={{ py: { xs: 6, md: 9 }, px: 2 }}>
      <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
        <Typography id="featured-title" variant="h2" sx={{ fontSize: { xs: 30, md: 40 }, mb: 1, textAlign: 'center' }}>
          {t('home.featuredTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
          {t('home.featuredText')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          {FEATURED_DISH_NAMES.map((name, index) => {
            const dish = featured[index];
            return (
              <Card key={name} component="article" sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to={dish ? paths.food(dish.id) : paths.menu} sx={{ height: '100%' }}>
                  <DishImage
                    src={dish ? dishImages(dish)[0] : DISH_PLACEHOLDER}
                    alt={dish ? dishName(dish) : name}
                    loading="lazy"
                    width={400}
                    height={260}
                    style={{ width: '100%', height: 220, objectFit: 'cover', display: 'block' }}
                  />
                  <CardContent>
                    <Typography variant="h3" sx={{ fontSize: 22, mb: 0.5 }}>
                      {dish ? dishName(dish) : name}
                    </Typography>
                    {dish && (
                      <>
                        <Typography color="text.secondary" sx={{ mb: 1 }}>
                          {dishDescription(dish)}
                        </Typography>
                        <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{formatRupees(dish.price)}</Typography>
                      </>
                    )}
                  </CardContent>
                </CardActionArea>
              </Card>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}

import { useTranslation } from '../../i18n/use-translation';
import { useDeferredValue, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../components/page-loader';
import type { MenuCard } from '../../lib/api-types';
import { formatCookDay } from '../../lib/format';
import { menuByCookDate, type MenuByCookDate } from '../../lib/menu-dates';
import { useHydrated } from '../../lib/use-hydrated';
import { MenuCardView, type PhotoLoading } from './menu-card-view';
import { filterMenus, MENU_CATEGORIES, type MenuCategory } from './menu-filter';
import { useMenus } from './use-menus';
import '../../i18n/sections/menu';

export function MenuPage() {
  const { t } = useTranslation();
  const { menus, failed, now } = useMenus();
  const [category, setCategory] = useState<MenuCategory>('all');
  const [nameQuery, setNameQuery] = useState('');
  const shown = menus ? filterMenus(menus, category, nameQuery) : [];
  // The server draws the first cards into the page and React adopts just those; the rest follow in the background.
  const drawnLimit = useDeferredValue(useHydrated() ? Infinity : FIRST_DRAWN);
  const byDate = firstCards(menuByCookDate(shown), drawnLimit);

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 42 }, mb: 1 }}>
        {t('menu.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('menu.intro')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
        <ToggleButtonGroup
          value={category}
          exclusive
          color="primary"
          aria-label={t('menu.category')}
          onChange={(_event, next: MenuCategory | null) => {
            if (next) setCategory(next);
          }}
        >
          {MENU_CATEGORIES.map((option) => (
            <ToggleButton key={option.value} value={option.value} sx={{ px: 2.5, fontWeight: 700, color: 'text.primary' }}>
              {t(option.label)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ display: { md: 'none' }, flexGrow: 1, minWidth: 200 }}>
          <Box component="label" htmlFor="menu-name-search" sx={{ display: 'block', fontSize: 14, fontWeight: 600, mb: 0.5 }}>
            {t('menu.searchByName')}
          </Box>
          <Box
            component="input"
            id="menu-name-search"
            type="search"
            value={nameQuery}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setNameQuery(event.target.value)}
            sx={{
              width: '100%',
              font: 'inherit',
              px: 1.5,
              py: 1,
              borderRadius: 1,
              border: 1,
              borderColor: 'grey.500',
              bgcolor: 'background.paper',
              color: 'text.primary',
              '&:focus-visible': { outline: '3px solid #1565c0', outlineOffset: 1 },
            }}
          />
        </Box>
      </Box>
      {menus === null && !failed && <PageLoader label={t('menu.loading')} />}
      {failed && (
        <Typography role="alert" sx={{ py: 6, textAlign: 'center' }}>
          {t('menu.loadFailed')}
        </Typography>
      )}
      {menus !== null && shown.length === 0 && (
        <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary">
          {t('menu.noMatch')}
        </Typography>
      )}
      {byDate.dates.map((group, position) => (
        <DishGroup
          key={group.cookDate}
          leading={position === 0}
          id={`cook-date-${group.cookDate}`}
          title={t('menu.cookDateHeading', { date: formatCookDay(group.cookDate) })}
          cards={group.cards}
          now={now}
        />
      ))}
      {byDate.unscheduled.length > 0 && (
        <DishGroup
          id="not-on-a-date"
          leading={byDate.dates.length === 0}
          title={t('menu.unscheduledHeading')}
          cards={byDate.unscheduled}
          now={now}
        />
      )}
    </Box>
  );
}

/** The widest grid has three columns: the first row is as many cards. */
const FIRST_ROW = 3;

/** The cards a page drawn on the server shows: the first row of the widest grid, as much as any screen shows at first. */
const FIRST_DRAWN = FIRST_ROW;

/** The first `limit` cards in the order the page shows them, in their groups. */
function firstCards(byDate: MenuByCookDate, limit: number): MenuByCookDate {
  let left = limit;
  const take = (cards: MenuCard[]) => {
    const taken = cards.slice(0, Math.max(left, 0));
    left -= taken.length;
    return taken;
  };
  return {
    dates: byDate.dates.map((group) => ({ ...group, cards: take(group.cards) })).filter((group) => group.cards.length > 0),
    unscheduled: take(byDate.unscheduled),
  };
}

function photoLoading(leading: boolean, position: number): PhotoLoading {
  if (!leading || position >= FIRST_ROW) return 'lazy';
  return position === 0 ? 'first' : 'first row';
}

/**
 * One cook date's dishes under its heading (or the dishes on no date), earliest date first; the `leading` group is the
 * top of the page, whose first row of photos loads at once.
 */
function DishGroup(props: { id: string; leading: boolean; title: string; cards: MenuCard[]; now: Date }) {
  const { id, leading, title, cards, now } = props;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 5 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: 22, md: 26 }, fontWeight: 800, mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={id}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {cards.map((card, position) => (
          <li key={`${card.id}-${card.activeScheduleId ?? 'none'}`}>
            <MenuCardView card={card} now={now} photo={photoLoading(leading, position)} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

import { useTranslation } from 'react-i18next';
import { useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../components/page-loader';
import { MenuCardView } from './menu-card-view';
import { filterMenus, MENU_CATEGORIES, type MenuCategory } from './menu-filter';
import { useMenus } from './use-menus';

export function MenuPage() {
  const { t } = useTranslation();
  const { menus, failed, now } = useMenus();
  const [category, setCategory] = useState<MenuCategory>('all');
  const [nameQuery, setNameQuery] = useState('');
  const shown = menus ? filterMenus(menus, category, nameQuery) : [];

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
      <Box
        component="ul"
        aria-label={t('menu.dishes')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
      >
        {shown.map((card) => (
          <li key={card.id}>
            <MenuCardView card={card} now={now} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

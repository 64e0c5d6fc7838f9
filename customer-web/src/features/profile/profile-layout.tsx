import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link as RouterLink, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import LogoutIcon from '@mui/icons-material/Logout';
import LunchDiningOutlinedIcon from '@mui/icons-material/LunchDiningOutlined';
import { useAuthStore } from '../../stores/auth-store';
import '../../i18n/sections/profile';

/** Labels are keys of the `profile` messages. */
const SECTIONS = [
  { to: '/profile/personal-info', label: 'personalInfo', Icon: PersonOutlineIcon },
  { to: '/profile/order-history', label: 'orderHistory', Icon: ReceiptLongOutlinedIcon },
  { to: '/tiffin/mine', label: 'myTiffin', Icon: LunchDiningOutlinedIcon },
  { to: '/profile/notifications', label: 'notifications', Icon: NotificationsNoneOutlinedIcon },
  { to: '/profile/payment-methods', label: 'paymentMethods', Icon: CreditCardOutlinedIcon },
  { to: '/profile/help-support', label: 'help', Icon: HelpOutlineIcon },
];

function CenteredMessage({ children }: { children: React.ReactNode }) {
  return (
    <Stack alignItems="center" spacing={2} sx={{ py: 8, textAlign: 'center' }}>
      {children}
    </Stack>
  );
}

export function ProfileLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, status, init, logout } = useAuthStore();

  useEffect(() => {
    void init();
  }, [init]);

  if (status !== 'ready') {
    return (
      <CenteredMessage>
        <CircularProgress aria-hidden />
        <Typography role="status">{t('profile.checkingSession')}</Typography>
      </CenteredMessage>
    );
  }

  if (!user) {
    return (
      <CenteredMessage>
        <Typography>{t('profile.logInToView')}</Typography>
        <Button component={RouterLink} to="/login" state={{ from: location.pathname }} variant="contained">
          {t('profile.goToLogin')}
        </Button>
      </CenteredMessage>
    );
  }

  const logOut = () => {
    logout();
    void navigate('/login', { replace: true });
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '260px 1fr' },
        gap: { xs: 2, md: 4 },
        alignItems: 'start',
        py: { xs: 2, md: 4 },
      }}
    >
      <Paper component="aside" variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
        <Box sx={{ px: 2, pt: 2, pb: 1 }}>
          <Typography fontWeight={700} noWrap>
            {user.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Box component="nav" aria-label={t('profile.nav')}>
          <List
            disablePadding
            sx={{
              display: { xs: 'flex', md: 'block' },
              flexWrap: 'wrap',
              gap: { xs: 1, md: 0 },
              px: { xs: 2, md: 0 },
              pb: { xs: 1, md: 0 },
            }}
          >
            {SECTIONS.map(({ to, label, Icon }) => (
              <ListItem key={to} disablePadding sx={{ width: { xs: 'auto', md: '100%' } }}>
                <ListItemButton
                  component={NavLink}
                  to={to}
                  sx={{
                    flex: { xs: '0 0 auto', md: '1 1 auto' },
                    borderRadius: { xs: 5, md: 0 },
                    border: { xs: 1, md: 0 },
                    borderColor: 'divider',
                    py: { xs: 0.25, md: 1 },
                    '&.active': { bgcolor: 'action.selected', fontWeight: 700 },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 36, display: { xs: 'none', md: 'flex' } }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={t(`profile.${label}`)} slotProps={{ primary: { noWrap: true } }} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
        <Box sx={{ p: 2 }}>
          <Button fullWidth variant="outlined" color="error" startIcon={<LogoutIcon />} onClick={logOut}>
            {t('profile.logOut')}
          </Button>
        </Box>
      </Paper>
      <Box component="section" sx={{ minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}

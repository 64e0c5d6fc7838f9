import { useTranslation } from '../i18n/use-translation';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { paths } from '../config/paths';
import { dishName } from '../lib/dish-text';
import { useAuthStore } from '../stores/auth-store';
import { toast } from '../stores/toast-store';
import { NOTIFY_AFTER_LOGIN_KEY, useWaitlistStore } from '../stores/waitlist-store';
import { visuallyHidden } from './visually-hidden';
import '../i18n/sections/notifyMe';

interface Dish {
  id: number;
  name: string;
  nameHi?: string | null;
}

/**
 * 'Notify me' for a dish that cannot be ordered now: joins its waitlist, or shows that the customer is on it with a
 * way off. A guest is sent to log in and, back on the page, is put on the list without pressing again.
 */
export function NotifyMe({ dish, size = 'medium' }: { dish: Dish; size?: 'medium' | 'large' }) {
  const { t } = useTranslation();
  const signedIn = useAuthStore((state) => Boolean(state.token));
  const dishIds = useWaitlistStore((state) => state.dishIds);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const waiting = dishIds?.includes(dish.id) ?? false;
  const name = dishName({ name: dish.name, nameHi: dish.nameHi ?? null });

  useEffect(() => {
    if (!signedIn) return;
    const store = useWaitlistStore.getState();
    if (sessionStorage.getItem(NOTIFY_AFTER_LOGIN_KEY) === String(dish.id)) {
      sessionStorage.removeItem(NOTIFY_AFTER_LOGIN_KEY);
      void store.join(dish);
    } else if (store.dishIds === null) {
      void store.load();
    }
  }, [signedIn, dish]);

  async function run(action: 'join' | 'leave') {
    setBusy(true);
    await useWaitlistStore.getState()[action](dish);
    setBusy(false);
  }

  function askToLogIn() {
    sessionStorage.setItem(NOTIFY_AFTER_LOGIN_KEY, String(dish.id));
    toast.info(t('notifyMe.logInFirst', { dish: name }));
    void navigate(paths.login, { state: { from: location.pathname + location.search } });
  }

  if (waiting) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600, color: 'success.dark' }}>
          <NotificationsActiveOutlinedIcon fontSize="small" aria-hidden="true" />
          {t('notifyMe.onTheList')}
        </Typography>
        <Button size="small" onClick={() => run('leave')} disabled={busy}>
          {t('notifyMe.leave')}{' '}
          <Box component="span" sx={visuallyHidden}>
            {t('notifyMe.leaveFor', { dish: name })}
          </Box>
        </Button>
      </Box>
    );
  }

  return (
    <Button
      variant="outlined"
      size={size}
      startIcon={<NotificationsNoneOutlinedIcon />}
      onClick={signedIn ? () => run('join') : askToLogIn}
      disabled={busy}
      sx={{ width: size === 'large' ? { xs: '100%', md: 'auto' } : undefined }}
    >
      {t('notifyMe.notifyMe')}{' '}
      <Box component="span" sx={visuallyHidden}>
        {t('notifyMe.whenBack', { dish: name })}
      </Box>
    </Button>
  );
}

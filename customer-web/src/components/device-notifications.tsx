import { useTranslation } from '../i18n/use-translation';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { messageOf } from '../lib/api-client';
import { devicePushState, turnDevicePushOff, turnDevicePushOn, type DevicePushState } from '../lib/device-push';
import { toast } from '../stores/toast-store';
import '../i18n/sections/deviceNotifications';

const TEXT_KEYS: Record<Exclude<DevicePushState, 'unsupported'>, string> = {
  off: 'deviceNotifications.off',
  on: 'deviceNotifications.on',
  blocked: 'deviceNotifications.blocked',
};

/**
 * Turns the kitchen's notifications on or off for this browser. `offer` shows it only while they are off (after an
 * order: a nudge, not a setting); the profile shows every state.
 */
export function DeviceNotifications({ offer = false }: { offer?: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState<DevicePushState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void devicePushState().then((found) => current && setState(found));
    return () => {
      current = false;
    };
  }, []);

  if (state === null || state === 'unsupported' || (offer && state !== 'off')) return null;

  async function change(action: () => Promise<DevicePushState>, done: string) {
    setBusy(true);
    try {
      const next = await action();
      setState(next);
      if (next === 'on' || next === 'off') toast.success(done);
    } catch (error) {
      toast.error(messageOf(error, t('deviceNotifications.changeFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="device-notifications-title"
      sx={{ p: 2, borderRadius: 2, display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <NotificationsActiveOutlinedIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography id="device-notifications-title" fontWeight={700}>
          {offer ? t('deviceNotifications.offerTitle') : t('deviceNotifications.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(TEXT_KEYS[state])}
        </Typography>
      </Box>
      {state === 'off' && (
        <Button variant="contained" onClick={() => change(turnDevicePushOn, t('deviceNotifications.turnedOn'))} disabled={busy}>
          {t('deviceNotifications.turnOn')}
        </Button>
      )}
      {state === 'on' && (
        <Button variant="outlined" onClick={() => change(turnDevicePushOff, t('deviceNotifications.turnedOff'))} disabled={busy}>
          {t('deviceNotifications.turnOff')}
        </Button>
      )}
    </Paper>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DeviceNotifications } from '../../components/device-notifications';
import { messageOf } from '../../lib/api-client';
import { toast } from '../../stores/toast-store';
import { profileApi, type MessagePreference } from './profile-api';
import { WhatsAppSettings } from './whatsapp-settings';
import '../../i18n/sections/messageSettings';

type Channel = 'email' | 'inApp';

const CHANNELS: Channel[] = ['email', 'inApp'];

/** Per message type, which channels the customer wants; each switch saves at once. */
export function MessageSettings() {
  const { t } = useTranslation();
  // Topics the message files know are shown in the site's language; a new one shows the server's English.
  const labelOf = (topic: MessagePreference) => t(`messageSettings.topics.${topic.topic}.label`, { defaultValue: topic.label });
  const descriptionOf = (topic: MessagePreference) =>
    t(`messageSettings.topics.${topic.topic}.description`, { defaultValue: topic.description });
  const [topics, setTopics] = useState<MessagePreference[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    profileApi
      .messagePreferences()
      .then((loaded) => current && setTopics(loaded))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, []);

  async function toggle(topic: MessagePreference, channel: Channel, on: boolean) {
    setSaving(true);
    try {
      setTopics(await profileApi.chooseMessages(topic.topic, { email: topic.email, inApp: topic.inApp, [channel]: on }));
      toast.success(t(on ? 'messageSettings.turnedOn' : 'messageSettings.turnedOff', { topic: labelOf(topic) }));
    } catch (error) {
      toast.error(messageOf(error, t('messageSettings.saveFailed')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box component="section" aria-labelledby="message-settings-title" sx={{ mt: 4 }}>
      <Typography id="message-settings-title" component="h2" variant="h6" fontWeight={700} sx={{ mb: 0.5 }}>
        {t('messageSettings.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('messageSettings.intro')}
      </Typography>
      {failed && (
        <Alert severity="error" role="alert">
          {t('messageSettings.loadFailed')}
        </Alert>
      )}
      {!failed && !topics && <Typography role="status">{t('messageSettings.loading')}</Typography>}
      {topics && (
        <Paper variant="outlined" sx={{ borderRadius: 2 }}>
          {topics.map((topic, index) => (
            <Box
              key={topic.topic}
              role="group"
              aria-labelledby={`topic-${topic.topic}`}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                px: 2,
                py: 1.5,
                borderTop: index > 0 ? 1 : 0,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                <Typography id={`topic-${topic.topic}`} fontWeight={600}>
                  {labelOf(topic)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {descriptionOf(topic)}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', gap: 1 }}>
                {CHANNELS.map((channel) => (
                  <FormControlLabel
                    key={channel}
                    label={t(`messageSettings.${channel}`)}
                    control={
                      <Switch
                        checked={topic[channel]}
                        disabled={saving}
                        onChange={(event) => toggle(topic, channel, event.target.checked)}
                        slotProps={{ input: { 'aria-label': `${labelOf(topic)}: ${t(`messageSettings.${channel}`)}` } }}
                      />
                    }
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Paper>
      )}
      <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
        <WhatsAppSettings />
        <DeviceNotifications />
      </Box>
    </Box>
  );
}

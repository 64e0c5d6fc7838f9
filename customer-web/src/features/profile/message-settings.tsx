import { useEffect, useState } from 'react';
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

type Channel = 'email' | 'inApp';

const CHANNELS: { channel: Channel; label: string }[] = [
  { channel: 'email', label: 'E-mail' },
  { channel: 'inApp', label: 'On this site' },
];

/** Per message type, which channels the customer wants; each switch saves at once. */
export function MessageSettings() {
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
      toast.success(on ? `${topic.label}: on` : `${topic.label}: off`);
    } catch (error) {
      toast.error(messageOf(error, 'Could not save your message settings. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box component="section" aria-labelledby="message-settings-title" sx={{ mt: 4 }}>
      <Typography id="message-settings-title" component="h2" variant="h6" fontWeight={700} sx={{ mb: 0.5 }}>
        What we send you
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Updates about your own orders always come. Choose the rest here.
      </Typography>
      {failed && (
        <Alert severity="error" role="alert">
          We could not load your message settings. Please try again later.
        </Alert>
      )}
      {!failed && !topics && <Typography role="status">Loading message settings...</Typography>}
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
                  {topic.label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {topic.description}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', gap: 1 }}>
                {CHANNELS.map(({ channel, label }) => (
                  <FormControlLabel
                    key={channel}
                    label={label}
                    control={
                      <Switch
                        checked={topic[channel]}
                        disabled={saving}
                        onChange={(event) => toggle(topic, channel, event.target.checked)}
                        slotProps={{ input: { 'aria-label': `${topic.label}: ${label}` } }}
                      />
                    }
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Paper>
      )}
      <Box sx={{ mt: 2 }}>
        <DeviceNotifications />
      </Box>
    </Box>
  );
}

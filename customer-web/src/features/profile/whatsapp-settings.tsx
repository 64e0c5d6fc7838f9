import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { SendToSentence } from '../../components/whatsapp-consent-checkbox';
import { paths } from '../../config/paths';
import { useWhatsAppTexts } from '../../i18n/whatsapp-texts';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { WHATSAPP_TOPICS, whatsappApi, type WhatsAppChoice, type WhatsAppConsent, type WhatsAppTopic } from '../../lib/whatsapp-api';
import { toast } from '../../stores/toast-store';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; consent: WhatsAppConsent };

/** 'On since 26 Nov 2026, 10:05 am, from sign-up': when and where the customer agreed. */
function ConsentSince({ consent }: { consent: WhatsAppConsent }) {
  const { t } = useWhatsAppTexts();
  if (!consent.consentedAt) return null;
  const time = formatDateTime(consent.consentedAt);
  return (
    <Typography variant="body2" color="text.secondary" data-testid="whatsapp-since">
      {consent.source ? t(`sources.${consent.source}`, { time }) : t('onSince', { time })}
    </Typography>
  );
}

function AddPhoneFirst() {
  const { t } = useWhatsAppTexts();
  return (
    <Typography variant="body2">
      {t('noPhone')}{' '}
      <Link component={RouterLink} to={paths.personalInfo}>
        {t('addPhone')}
      </Link>
    </Typography>
  );
}

interface TopicSwitchesProps {
  consent: WhatsAppConsent;
  saving: boolean;
  onToggle: (topic: WhatsAppTopic, on: boolean) => void;
}

function TopicSwitches({ consent, saving, onToggle }: TopicSwitchesProps) {
  const { t } = useWhatsAppTexts();
  return (
    <Box role="group" aria-label={t('topicsLabel')} sx={{ display: 'flex', flexDirection: 'column', pl: { xs: 0, sm: 2 } }}>
      {WHATSAPP_TOPICS.map((topic) => (
        <FormControlLabel
          key={topic}
          label={t(`topics.${topic}`)}
          control={<Switch checked={consent.topics[topic]} disabled={saving} onChange={(event) => onToggle(topic, event.target.checked)} />}
        />
      ))}
    </Box>
  );
}

/** The profile's WhatsApp switch for the account's own number, and once on, one switch per topic. */
export function WhatsAppSettings() {
  const { t } = useWhatsAppTexts();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    whatsappApi
      .consent()
      .then((consent) => current && setLoad({ state: 'ready', consent }))
      .catch(() => current && setLoad({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, []);

  async function save(choice: Omit<WhatsAppChoice, 'source'>, done: string) {
    setSaving(true);
    try {
      setLoad({ state: 'ready', consent: await whatsappApi.choose({ ...choice, source: 'PROFILE' }) });
      toast.success(done);
    } catch (error) {
      toast.error(messageOf(error, t('saveFailed')));
    } finally {
      setSaving(false);
    }
  }

  const toggleTopic = (topic: WhatsAppTopic, on: boolean) => {
    const label = t(`topics.${topic}`);
    void save({ on: true, topics: { [topic]: on } }, t(on ? 'topicOn' : 'topicOff', { topic: label }));
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="whatsapp-title"
      sx={{ p: 2, borderRadius: 2, display: 'flex', gap: 2, alignItems: 'flex-start' }}
    >
      <WhatsAppIcon aria-hidden sx={{ mt: 0.25, color: 'success.main' }} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box>
          <Typography id="whatsapp-title" fontWeight={700}>
            {t('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('intro')}
          </Typography>
        </Box>
        {load.state === 'loading' && (
          <Typography variant="body2" role="status">
            {t('loading')}
          </Typography>
        )}
        {load.state === 'failed' && (
          <Alert severity="error" role="alert">
            {t('loadFailed')}
          </Alert>
        )}
        {load.state === 'ready' && !load.consent.phone && <AddPhoneFirst />}
        {load.state === 'ready' && load.consent.phone && (
          <>
            <FormControlLabel
              sx={{ alignItems: 'flex-start', '& .MuiSwitch-root': { mt: -0.75 } }}
              label={<SendToSentence phone={load.consent.phone} />}
              control={
                <Switch
                  checked={load.consent.on}
                  disabled={saving}
                  onChange={(event) => void save({ on: event.target.checked }, t(event.target.checked ? 'turnedOn' : 'turnedOff'))}
                />
              }
            />
            {load.consent.on && (
              <>
                <ConsentSince consent={load.consent} />
                <TopicSwitches consent={load.consent} saving={saving} onToggle={toggleTopic} />
              </>
            )}
          </>
        )}
      </Box>
    </Paper>
  );
}

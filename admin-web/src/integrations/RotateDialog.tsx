import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../lib/error-message';
import { useIsPhone } from '../lib/use-is-phone';
import { DEFAULT_GRACE_MINUTES, GRACE_CHOICES, type ApiKey, type IssuedApiKey } from './api-keys';

interface RotateDialogProps {
  apiKey: ApiKey;
  /** Asks the server for the new secret; rejects with the server's error. */
  rotate: (graceMinutes: number) => Promise<IssuedApiKey>;
  onRotated: (rotated: IssuedApiKey) => void;
  onClose: () => void;
}

/** Asks how long the old secret keeps working, then rotates; the caller shows the new secret. */
export function RotateDialog({ apiKey, rotate, onRotated, onClose }: RotateDialogProps) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const [graceMinutes, setGraceMinutes] = useState<number>(DEFAULT_GRACE_MINUTES);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onRotated(await rotate(graceMinutes));
    } catch (error) {
      setFailure(errorMessage(error) ?? translate('hk.integrations.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={isPhone} fullWidth maxWidth="xs" aria-labelledby="api-key-rotate-title">
      <DialogTitle id="api-key-rotate-title">{translate('hk.integrations.rotateTitle', { name: apiKey.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('hk.integrations.rotateHelp')}</DialogContentText>
        <FormControl fullWidth variant="filled">
          <InputLabel id="api-key-grace-label">{translate('hk.integrations.grace')}</InputLabel>
          <Select<number>
            labelId="api-key-grace-label"
            value={graceMinutes}
            onChange={(event) => setGraceMinutes(Number(event.target.value))}
          >
            {GRACE_CHOICES.map((choice) => (
              <MenuItem key={choice.minutes} value={choice.minutes}>
                {translate(choice.label)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('hk.integrations.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {translate('hk.integrations.rotateConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

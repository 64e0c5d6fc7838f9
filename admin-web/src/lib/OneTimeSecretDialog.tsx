import { type ReactNode, useRef, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';
import { useIsPhone } from './use-is-phone';

type CopyState = 'idle' | 'copied' | 'by-hand';

export interface OneTimeSecretDialogProps {
  /** Names the dialog's elements (`<idPrefix>-secret-title`) and its test id (`<idPrefix>-secret`). */
  idPrefix: string;
  /** Where the texts are: `<messages>.secretOnce`, `.secretLabel`, `.copy`, `.copied`, `.copyByHand`, `.done`. */
  messages: string;
  title: string;
  /** Shown above the warning, such as whose secret it is. */
  subject?: ReactNode;
  secret: string;
  /** Closing forgets the secret: the caller drops it from its state. */
  onClose: () => void;
}

/**
 * A secret (an API key's, a webhook's signing secret) shown this once with a Copy button. Only Done closes it (not a
 * stray click beside it or Escape), since a secret closed unread is lost.
 */
export function OneTimeSecretDialog({ idPrefix, messages, title, subject, secret, onClose }: OneTimeSecretDialogProps) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const secretBox = useRef<HTMLElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the secret is selected for the keyboard's copy.
      const selection = window.getSelection();
      if (secretBox.current && selection) selection.selectAllChildren(secretBox.current);
      setCopy('by-hand');
    }
  };

  return (
    <Dialog
      open
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${idPrefix}-secret-title`}
      aria-describedby={`${idPrefix}-secret-once`}
      disableEscapeKeyDown
    >
      <DialogTitle id={`${idPrefix}-secret-title`}>{title}</DialogTitle>
      <DialogContent>
        {subject}
        <DialogContentText id={`${idPrefix}-secret-once`} sx={{ mb: 2 }}>
          {translate(`${messages}.secretOnce`)}
        </DialogContentText>
        <Typography variant="caption" component="p" color="text.secondary" id={`${idPrefix}-secret-label`}>
          {translate(`${messages}.secretLabel`)}
        </Typography>
        <Box
          ref={secretBox}
          component="code"
          aria-labelledby={`${idPrefix}-secret-label`}
          data-testid={`${idPrefix}-secret`}
          sx={{
            display: 'block',
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            fontSize: '0.95rem',
            wordBreak: 'break-all',
            // One click selects all of it, for a copy by hand.
            userSelect: 'all',
          }}
        >
          {secret}
        </Box>
        {copy === 'by-hand' && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate(`${messages}.copyByHand`)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copySecret()}>
          {translate(copy === 'copied' ? `${messages}.copied` : `${messages}.copy`)}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate(`${messages}.done`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogTexts {
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
}

/**
 * Asks before something that cannot be undone. The safe choice has the focus; the buttons stack on narrow screens
 * so both stay whole and tappable.
 */
export function ConfirmDialog({
  id,
  open,
  texts,
  onCancel,
  onConfirm,
}: {
  id: string;
  open: boolean;
  texts: ConfirmDialogTexts;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{texts.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{texts.text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onCancel} autoFocus>
          {texts.cancelLabel}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          {texts.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

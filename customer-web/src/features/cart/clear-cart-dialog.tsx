import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export function ClearCartDialog({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="clear-cart-title" aria-describedby="clear-cart-text">
      <DialogTitle id="clear-cart-title">Clear Cart?</DialogTitle>
      <DialogContent>
        <DialogContentText id="clear-cart-text">Are you sure you want to remove all items from your cart?</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          Yes, Clear
        </Button>
      </DialogActions>
    </Dialog>
  );
}

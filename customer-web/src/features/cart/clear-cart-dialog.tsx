import { ConfirmDialog } from '../../components/confirm-dialog';

/** The texts of the Clear Cart confirmation, as the cart has always shown them. */
const CLEAR_CART_TEXTS = {
  title: 'Clear Cart?',
  text: 'Are you sure you want to remove all items from your cart?',
  cancelLabel: 'Cancel',
  confirmLabel: 'Yes, Clear',
};

export function ClearCartDialog({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  return <ConfirmDialog id="clear-cart" open={open} texts={CLEAR_CART_TEXTS} onCancel={onCancel} onConfirm={onConfirm} />;
}

import { useTranslation } from '../../i18n/use-translation';
import { ConfirmDialog } from '../../components/confirm-dialog';

export function ClearCartDialog({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      id="clear-cart"
      open={open}
      texts={{
        title: t('cart.clearTitle'),
        text: t('cart.clearText'),
        cancelLabel: t('common.cancel'),
        confirmLabel: t('cart.clearConfirm'),
      }}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

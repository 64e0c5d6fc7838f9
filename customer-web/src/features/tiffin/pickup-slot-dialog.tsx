import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTiffinTexts } from '../../i18n/tiffin-texts';
import type { TiffinPickupSlot, TiffinSubscription } from '../../lib/api-types';
import { PickupSlotChoice } from './pickup-slot-choice';

/** My tiffin's 'Change pickup slot': the plan's slots, the subscription's own chosen to start with. */
export function PickupSlotDialog({
  subscription,
  slots,
  onClose,
  onChange,
}: {
  subscription: TiffinSubscription;
  slots: TiffinPickupSlot[];
  onClose: () => void;
  onChange: (from: string) => void;
}) {
  const { t } = useTiffinTexts();
  const [chosen, setChosen] = useState(subscription.pickupFrom);
  const titleId = `pickup-slot-${subscription.id}-title`;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      sx={{ '& .MuiDialog-paper': { mx: 1.5, width: 'calc(100% - 24px)' } }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
        {t('mine.slotTitle')}
      </DialogTitle>
      <DialogContent>
        <PickupSlotChoice slots={slots} value={chosen} onChange={setChosen} labelledBy={titleId} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('mine.slotHelp')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('mine.slotClose')}</Button>
        <Button variant="contained" disabled={chosen === subscription.pickupFrom} onClick={() => onChange(chosen)}>
          {t('mine.slotSave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CopiedDrop } from '../lib/api-types';
import { errorMessage } from '../lib/error-message';
import { formatCookDate, todayIsoDate } from '../lib/format';
import { useIsPhone } from '../lib/use-is-phone';
import { KitchenDatePicker } from '../pickers/KitchenDatePicker';
import { addDaysToCookDate } from './cook-dates';
import { useFoodMutations } from './use-food-mutations';

function CopyResult({ result }: { result: CopiedDrop }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} data-testid="copy-drop-result">
      <Alert severity={result.created.length > 0 ? 'success' : 'warning'}>
        {translate('hk.food.copied', { smart_count: result.created.length, date: formatCookDate(result.toDate) })}
        {result.pickupPlanCopied && ` ${translate('hk.food.copiedSlots')}`}
      </Alert>
      {result.skipped.length > 0 && (
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{translate('hk.food.skippedTitle')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {result.skipped.map((dish) => (
              <li key={dish.menuId}>
                {dish.menuName}: {dish.reason}
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}

/** Copies a cook date's dishes (a 'drop') to another day, a week later unless the admin picks otherwise. */
export function CopyDropDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const isPhone = useIsPhone();
  const translate = useTranslate();
  const { dataProvider, refreshFood } = useFoodMutations();
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [copying, setCopying] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [result, setResult] = useState<CopiedDrop | null>(null);

  useEffect(() => {
    if (!open) return;
    const today = todayIsoDate();
    setFromDate(today);
    setToDate(addDaysToCookDate(today, 7));
    setServerError(undefined);
    setResult(null);
  }, [open]);

  const chooseFrom = (value: string) => {
    setFromDate(value);
    if (value) setToDate(addDaysToCookDate(value, 7));
  };

  const copy = async (event: FormEvent) => {
    event.preventDefault();
    if (!fromDate || !toDate) {
      setServerError(translate('hk.food.datesIncomplete'));
      return;
    }
    setCopying(true);
    setServerError(undefined);
    try {
      setResult(await dataProvider.copyDrop(fromDate, toDate));
      await refreshFood();
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setCopying(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth fullScreen={isPhone} aria-labelledby="copy-drop-dialog-title">
      <form onSubmit={copy}>
        <DialogTitle id="copy-drop-dialog-title">{translate('hk.food.copyDropTitle')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography color="text.secondary">{translate('hk.food.copyDropHelp')}</Typography>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <KitchenDatePicker
                label={translate('hk.food.copyFrom')}
                name="fromDate"
                value={fromDate}
                onChange={chooseFrom}
                required
                fullWidth
              />
              <KitchenDatePicker
                label={translate('hk.food.copyTo')}
                name="toDate"
                value={toDate}
                onChange={setToDate}
                required
                disablePast
                fullWidth
              />
            </Stack>
            {result && <CopyResult result={result} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('hk.food.close')}</Button>
          <Button type="submit" variant="contained" disabled={copying}>
            {translate(copying ? 'hk.food.copying' : 'hk.food.copy')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

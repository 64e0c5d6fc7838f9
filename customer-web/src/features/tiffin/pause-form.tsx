import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { currentLocale } from '../../i18n/i18n';
import { useTiffinTexts } from '../../i18n/tiffin-texts';
import type { TiffinSubscription } from '../../lib/api-types';
import { formatCookDay } from '../../lib/format';
import { canResume, pausableDates } from './tiffin-rules';

/** Pausing the meals of a range of dates (any of the meals still open to change), and resuming them. */
export function PauseForm({
  subscription,
  busy,
  onPause,
  onResume,
}: {
  subscription: TiffinSubscription;
  busy: boolean;
  onPause: (from: string, to: string) => void;
  onResume: () => void;
}) {
  const { t } = useTiffinTexts();
  const locale = currentLocale();
  const dates = pausableDates(subscription);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const resumable = canResume(subscription);
  if (dates.length === 0 && !resumable) return null;

  const start = dates.includes(from) ? from : (dates[0] ?? '');
  const endChoices = dates.filter((date) => date >= start);
  const end = endChoices.includes(to) ? to : (endChoices[0] ?? '');
  const id = `pause-${subscription.id}`;

  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={`${id}-title`} component="h3" sx={{ fontWeight: 700 }}>
        {t('mine.pauseHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('mine.pauseHelp')}
      </Typography>
      {dates.length > 0 && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '180px 180px auto' }, gap: 1.5, alignItems: 'center' }}>
          <TextField select size="small" label={t('mine.pauseFrom')} value={start} onChange={(event) => setFrom(event.target.value)}>
            {dates.map((date) => (
              <MenuItem key={date} value={date}>
                {formatCookDay(date, locale)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={t('mine.pauseTo')} value={end} onChange={(event) => setTo(event.target.value)}>
            {endChoices.map((date) => (
              <MenuItem key={date} value={date}>
                {formatCookDay(date, locale)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={busy || !start || !end}
            onClick={() => onPause(start, end)}
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: { sm: 'start' } }}
          >
            {t('mine.pause')}
          </Button>
        </Box>
      )}
      {resumable && (
        <Button variant="contained" disabled={busy} onClick={onResume} sx={{ justifySelf: 'start' }}>
          {t('mine.resume')}
        </Button>
      )}
    </Box>
  );
}

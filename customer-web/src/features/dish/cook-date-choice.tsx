import { useTranslation } from '../../i18n/use-translation';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { MenuCard, MenuCardDate } from '../../lib/api-types';
import { describeAvailability } from '../../lib/availability';
import { formatCookDay, formatTimeRange } from '../../lib/format';
import { cardOnDate } from '../../lib/menu-dates';
import '../../i18n/sections/dish';

/** For a dish on several cook dates: one choice per date, with its pickup and availability; Add to Cart orders the chosen one. */
export function CookDateChoice({
  dish,
  chosen,
  onChoose,
}: {
  dish: MenuCard;
  chosen: MenuCardDate;
  onChoose: (date: MenuCardDate) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
      <Typography component="legend" variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        {t('dish.chooseDate')}
      </Typography>
      <RadioGroup
        value={String(chosen.scheduleId)}
        onChange={(event) => {
          const next = dish.dates.find((date) => String(date.scheduleId) === event.target.value);
          if (next) onChoose(next);
        }}
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' }}
      >
        {dish.dates.map((date) => {
          const availability = describeAvailability(cardOnDate(dish, date));
          const isChosen = date.scheduleId === chosen.scheduleId;
          return (
            <FormControlLabel
              key={date.scheduleId}
              value={String(date.scheduleId)}
              control={<Radio size="small" />}
              label={
                <Box component="span" sx={{ display: 'block', lineHeight: 1.35 }}>
                  <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                    {formatCookDay(date.cookDate)}
                  </Box>
                  <Box component="span" sx={{ display: 'block', fontSize: 14 }}>
                    {t('dish.pickupTime', { time: formatTimeRange(date.pickupFrom, date.pickupTo) })}
                  </Box>
                  <Box
                    component="span"
                    sx={{ display: 'block', fontSize: 14, fontWeight: 600, color: availability.orderable ? 'success.main' : 'error.main' }}
                  >
                    {availability.label}
                  </Box>
                </Box>
              }
              sx={{
                m: 0,
                pr: 1,
                py: 0.75,
                alignItems: 'flex-start',
                border: 1,
                borderRadius: 2,
                borderColor: isChosen ? 'primary.main' : 'divider',
                bgcolor: isChosen ? 'action.selected' : 'background.paper',
              }}
            />
          );
        })}
      </RadioGroup>
    </Box>
  );
}

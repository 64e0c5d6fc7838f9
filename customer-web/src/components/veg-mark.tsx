import { useTranslation } from '../i18n/use-translation';
import Box from '@mui/material/Box';
import '../i18n/sections/vegMark';

/** The Indian food-type mark: a green square with a dot for veg, a red one with a triangle for non-veg. */
export function VegMark({ isVeg, withLabel = false }: { isVeg: boolean; withLabel?: boolean }) {
  const { t } = useTranslation();
  const colour = isVeg ? '#1b5e20' : '#b3261e';
  const label = isVeg ? t('vegMark.veg') : t('vegMark.nonVeg');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box
        component="span"
        role="img"
        aria-label={withLabel ? undefined : label}
        aria-hidden={withLabel ? true : undefined}
        sx={{ width: 16, height: 16, border: `2px solid ${colour}`, display: 'inline-grid', placeItems: 'center', flexShrink: 0 }}
      >
        <Box
          component="span"
          sx={
            isVeg
              ? { width: 8, height: 8, borderRadius: '50%', bgcolor: colour }
              : {
                  width: 0,
                  height: 0,
                  borderLeft: '4px solid transparent',
                  borderRight: '4px solid transparent',
                  borderBottom: `7px solid ${colour}`,
                }
          }
        />
      </Box>
      {withLabel && (
        <Box component="span" sx={{ fontSize: 14, fontWeight: 600, color: colour }}>
          {label}
        </Box>
      )}
    </Box>
  );
}

import { useTranslation } from '../i18n/use-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRupees } from '../lib/format';
import { useSettingsStore } from '../lib/settings-store';
import '../i18n/sections/totals';

interface Totals {
  subtotal: number;
  tax: number;
  total: number;
  /** What a promotion code took off, with the code (the row shows only when there is one). */
  discount?: number;
  promotionCode?: string | null;
  /** The tax as charged (an order's own); without it, the kitchen's current tax from /settings. */
  taxLabel?: string;
  pricesIncludeTax?: boolean;
}

/** Subtotal, a code's discount, the tax ('Taxes & Fees' unless the kitchen names it) and Total, as the cart, checkout and order pages show them. */
export function OrderTotals({ subtotal, tax, total, discount = 0, promotionCode = null, ...charged }: Totals) {
  const { t } = useTranslation();
  const settings = useSettingsStore((state) => state.settings);
  const taxLabel = charged.taxLabel ?? settings?.taxLabel ?? t('totals.defaultTax');
  const included = charged.pricesIncludeTax ?? settings?.pricesIncludeTax ?? false;
  const row = { display: 'flex', justifyContent: 'space-between', py: 0.75 } as const;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Box sx={row}>
        <Typography component="dt">{t('totals.subtotal')}</Typography>
        <Typography component="dd" sx={{ m: 0 }} data-testid="subtotal">
          {formatRupees(subtotal)}
        </Typography>
      </Box>
      {promotionCode && discount > 0 && (
        <Box sx={{ ...row, color: 'success.dark' }}>
          <Typography component="dt">{t('totals.discount', { code: promotionCode })}</Typography>
          <Typography component="dd" sx={{ m: 0 }} data-testid="discount">
            −{formatRupees(discount)}
          </Typography>
        </Box>
      )}
      <Box sx={row}>
        <Typography component="dt">{included ? t('totals.included', { tax: taxLabel }) : taxLabel}</Typography>
        <Typography component="dd" sx={{ m: 0 }} data-testid="tax">
          {formatRupees(tax)}
        </Typography>
      </Box>
      <Box sx={{ ...row, mt: 1, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <Typography component="dt" sx={{ fontWeight: 800, fontSize: 18 }}>
          {t('common.total')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: 18 }} data-testid="total">
          {formatRupees(total)}
        </Typography>
      </Box>
    </Box>
  );
}

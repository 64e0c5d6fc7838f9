import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRupees } from '../lib/format';

interface Totals {
  subtotal: number;
  tax: number;
  total: number;
  /** What a promotion code took off, with the code (the row shows only when there is one). */
  discount?: number;
  promotionCode?: string | null;
}

/** Subtotal, a code's discount, 'Taxes & Fees' and Total, as the cart, checkout and order pages show them. */
export function OrderTotals({ subtotal, tax, total, discount = 0, promotionCode = null }: Totals) {
  const row = { display: 'flex', justifyContent: 'space-between', py: 0.75 } as const;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Box sx={row}>
        <Typography component="dt">Subtotal</Typography>
        <Typography component="dd" sx={{ m: 0 }} data-testid="subtotal">
          {formatRupees(subtotal)}
        </Typography>
      </Box>
      {promotionCode && discount > 0 && (
        <Box sx={{ ...row, color: 'success.dark' }}>
          <Typography component="dt">Discount ({promotionCode})</Typography>
          <Typography component="dd" sx={{ m: 0 }} data-testid="discount">
            −{formatRupees(discount)}
          </Typography>
        </Box>
      )}
      <Box sx={row}>
        <Typography component="dt">Taxes &amp; Fees</Typography>
        <Typography component="dd" sx={{ m: 0 }} data-testid="tax">
          {formatRupees(tax)}
        </Typography>
      </Box>
      <Box sx={{ ...row, mt: 1, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <Typography component="dt" sx={{ fontWeight: 800, fontSize: 18 }}>
          Total
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: 18 }} data-testid="total">
          {formatRupees(total)}
        </Typography>
      </Box>
    </Box>
  );
}

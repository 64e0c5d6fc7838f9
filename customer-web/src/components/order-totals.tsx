import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRupees } from '../lib/format';

/** Subtotal, 'Taxes & Fees' and Total, as the cart and checkout show them. */
export function OrderTotals({ subtotal, tax, total }: { subtotal: number; tax: number; total: number }) {
  const row = { display: 'flex', justifyContent: 'space-between', py: 0.75 } as const;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Box sx={row}>
        <Typography component="dt">Subtotal</Typography>
        <Typography component="dd" sx={{ m: 0 }} data-testid="subtotal">
          {formatRupees(subtotal)}
        </Typography>
      </Box>
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

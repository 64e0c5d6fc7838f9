import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/**
 * The one loading state below the header, whatever is on its way (the session being checked, a page's code, its data),
 * so the spinner stays in one place from one to the next. A screen high, so the footer starts below the fold and does not
 * jump down when the page's content arrives (a layout shift Lighthouse counted on dish pages).
 */
export function PageLoader({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ py: 8, minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography>{label}</Typography>
    </Box>
  );
}

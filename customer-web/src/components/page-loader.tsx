import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The in-page loading state with the app's loading texts. */
export function PageLoader({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ py: 8, minHeight: '70vh', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography>{label}</Typography>
    </Box>
  );
}

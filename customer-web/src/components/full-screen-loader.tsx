import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export function FullScreenLoader({ label }: { label: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ textAlign: 'center' }}>
        <CircularProgress aria-hidden="true" />
        <Typography sx={{ mt: 2 }}>{label}</Typography>
      </Box>
    </Box>
  );
}

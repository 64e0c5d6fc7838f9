import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shown while react-admin asks the auth provider whether the stored admin token is still valid. */
export function VerifyingSession() {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      <CircularProgress />
      <Typography>{translate('hk.app.verifyingSession')}</Typography>
    </Box>
  );
}

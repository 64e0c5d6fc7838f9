import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { paths } from '../config/paths';

/** Spec section 9: the notice stays about 2.2 seconds before the login page opens. */
export const LOGIN_REDIRECT_DELAY_MS = 2200;

/** 'Please log in to continue.', then /login remembering `from`; a click on the notice goes at once. */
export function LoginRequiredNotice({ from }: { from: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(paths.login, { state: { from } }), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, from]);

  return (
    <Box sx={{ position: 'fixed', top: { xs: 72, sm: 84 }, left: 0, right: 0, display: 'flex', justifyContent: 'center', zIndex: 1400, px: 2 }}>
      <Alert
        severity="info"
        variant="filled"
        role="alert"
        component="button"
        onClick={() => navigate(paths.login, { state: { from } })}
        sx={{ cursor: 'pointer', border: 0, font: 'inherit', fontSize: 16, textAlign: 'left', bgcolor: '#0d47a1' }}
      >
        Please log in to continue.
      </Alert>
    </Box>
  );
}

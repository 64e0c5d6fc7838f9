import { useTranslation } from '../i18n/use-translation';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { paths } from '../config/paths';

/** The notice stays about 2.2 seconds before the login page opens. */
export const LOGIN_REDIRECT_DELAY_MS = 2200;

/** 'Please log in to continue.', then /login remembering `from`; a click on the notice goes at once. */
export function LoginRequiredNotice({ from }: { from: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(paths.login, { state: { from } }), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, from]);

  return (
    <Box
      role="alert"
      sx={{ position: 'fixed', top: { xs: 72, sm: 84 }, left: 0, right: 0, display: 'flex', justifyContent: 'center', zIndex: 1400, px: 2 }}
    >
      <Box
        component="button"
        type="button"
        onClick={() => navigate(paths.login, { state: { from } })}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2.5,
          py: 1.5,
          border: 0,
          borderRadius: 1,
          bgcolor: '#0d47a1',
          color: '#fff',
          font: 'inherit',
          fontSize: 16,
          fontWeight: 600,
          cursor: 'pointer',
          boxShadow: 6,
        }}
      >
        <InfoOutlinedIcon aria-hidden="true" />
        {t('cart.loginRequired')}
      </Box>
    </Box>
  );
}

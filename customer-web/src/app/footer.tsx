import { useTranslation } from '../i18n/use-translation';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '../config/paths';
import { useHydrated } from '../lib/use-hydrated';
import { useSettingsStore } from '../lib/settings-store';

const FOOTER_LINKS = [
  { to: paths.menu, label: 'header.menu' },
  { to: paths.tiffin(), label: 'header.tiffin' },
  { to: paths.catering, label: 'header.catering' },
  { to: paths.about, label: 'header.about' },
  { to: paths.contact, label: 'footer.contact' },
] as const;

/** The seller line the law asks for (FSSAI licence number on a food business's site), once the kitchen has set it. */
function SellerLine() {
  const { t } = useTranslation();
  const settings = useSettingsStore((state) => state.settings);
  // Kept from the last visit, so not in a prerendered page: shown right after hydration.
  const hydrated = useHydrated();
  if (!hydrated || !settings?.fssaiNumber) return null;
  const parts = [settings.legalName, t('footer.fssai', { number: settings.fssaiNumber })].filter(Boolean);
  return (
    <Typography data-testid="seller-line" sx={{ maxWidth: 1200, mx: 'auto', mt: 2, fontSize: 14, color: '#d9cfc7' }}>
      {parts.join(' · ')}
    </Typography>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ bgcolor: '#2b211c', color: '#f5eee8', py: 4, px: 2, mt: 'auto' }}>
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <Typography component="p">{t('footer.rights', { year: new Date().getFullYear() })}</Typography>
        <Box component="ul" aria-label={t('footer.links')} sx={{ display: 'flex', gap: 2, listStyle: 'none', m: 0, p: 0 }}>
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <Box component={RouterLink} to={link.to} sx={{ color: '#f5eee8', textUnderlineOffset: 3 }}>
                {t(link.label)}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
      <SellerLine />
    </Box>
  );
}

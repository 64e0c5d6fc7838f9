import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '../config/paths';
import { useSettingsStore } from '../stores/settings-store';

const FOOTER_LINKS = [
  { to: paths.menu, label: 'Menu' },
  { to: paths.catering, label: 'Catering' },
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
];

/** The seller line the law asks for (FSSAI licence number on a food business's site), once the kitchen has set it. */
function SellerLine() {
  const settings = useSettingsStore((state) => state.settings);
  if (!settings?.fssaiNumber) return null;
  const parts = [settings.legalName, `FSSAI Lic. No. ${settings.fssaiNumber}`].filter(Boolean);
  return (
    <Typography data-testid="seller-line" sx={{ maxWidth: 1200, mx: 'auto', mt: 2, fontSize: 14, color: '#d9cfc7' }}>
      {parts.join(' · ')}
    </Typography>
  );
}

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: '#2b211c', color: '#f5eee8', py: 4, px: 2, mt: 'auto' }}>
      <Box sx={{ maxWidth: 1200, mx: 'auto', display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography component="p">© {new Date().getFullYear()} Home Kitchen. All rights reserved.</Typography>
        <Box component="ul" aria-label="Footer" sx={{ display: 'flex', gap: 2, listStyle: 'none', m: 0, p: 0 }}>
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <Box component={RouterLink} to={link.to} sx={{ color: '#f5eee8', textUnderlineOffset: 3 }}>
                {link.label}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
      <SellerLine />
    </Box>
  );
}

import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { currentLanguage, LANGUAGE_NAMES } from '../i18n/i18n';
import { visuallyHidden } from './visually-hidden';

// The menu (MUI's Menu, Popover and Modal) is wanted only once opened, so it stays out of the first load.
const LanguageChoices = lazy(() => import('./language-choices').then((m) => ({ default: m.LanguageChoices })));

/** The header's 'English' / 'हिन्दी' switch, showing the language the site is in. */
export function LanguageMenu({ color, fullWidth = false }: { color?: string; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [requested, setRequested] = useState(false);
  const current = currentLanguage();
  return (
    <>
      <Button
        id="language-button"
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={<TranslateIcon />}
        onClick={(event) => {
          setRequested(true);
          setAnchor(event.currentTarget);
        }}
        fullWidth={fullWidth}
        sx={{ color: color ?? 'text.primary', fontWeight: 600, whiteSpace: 'nowrap', justifyContent: fullWidth ? 'flex-start' : undefined }}
      >
        <Box component="span" sx={visuallyHidden}>
          {t('language.label')}:{' '}
        </Box>
        <span lang={current}>{LANGUAGE_NAMES[current]}</span>
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <LanguageChoices anchor={anchor} current={current} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { currentLanguage, LANGUAGE_NAMES, LANGUAGES } from '../i18n/i18n';
import { chooseLanguage } from '../lib/language-choice';
import { visuallyHidden } from './visually-hidden';

/** 'English' / 'हिन्दी': each language named in itself, so a visitor finds theirs whatever the page shows. */
export function LanguageMenu({ color, fullWidth = false }: { color?: string; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = currentLanguage();
  return (
    <>
      <Button
        id="language-button"
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        fullWidth={fullWidth}
        sx={{ color: color ?? 'text.primary', fontWeight: 600, whiteSpace: 'nowrap', justifyContent: fullWidth ? 'flex-start' : undefined }}
      >
        <Box component="span" sx={visuallyHidden}>
          {t('language.label')}:{' '}
        </Box>
        <span lang={current}>{LANGUAGE_NAMES[current]}</span>
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': 'language-button' } }}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === current}
            onClick={() => {
              setAnchor(null);
              void chooseLanguage(language);
            }}
          >
            {LANGUAGE_NAMES[language]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n/i18n';
import { chooseLanguage } from '../stores/language-choice';

/** The open language menu: each language named in itself, so a visitor finds theirs whatever the page shows. */
export function LanguageChoices({ anchor, current, onClose }: { anchor: HTMLElement | null; current: Language; onClose: () => void }) {
  return (
    <Menu
      id="language-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': 'language-button' } }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          selected={language === current}
          onClick={() => {
            onClose();
            void chooseLanguage(language);
          }}
        >
          {LANGUAGE_NAMES[language]}
        </MenuItem>
      ))}
    </Menu>
  );
}

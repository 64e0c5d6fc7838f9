import { useTranslation } from '../../i18n/use-translation';
import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { DishImage } from '../../components/dish-image';
import { dishImages } from '../../lib/catalogue';
import { dishDescription, dishName } from '../../lib/dish-text';
import { paths } from '../../config/paths';
import { useDishSearch } from './use-dish-search';

/** The dropdown closes 150 ms after the box loses focus, so a click on a result still lands. */
export const BLUR_CLOSE_MS = 150;

export function HeaderSearch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<number | undefined>(undefined);
  const listId = useId();
  const navigate = useNavigate();
  const { results, searching } = useDishSearch(input);
  const hasTerm = input.trim().length > 0;
  const showList = open && hasTerm;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(index: number) {
    const dish = results[index];
    if (!dish) return;
    close();
    setInput('');
    void navigate(paths.food(dish.id));
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(results.length - 1, index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(-1, index - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      close();
    }
  }

  return (
    <Box sx={{ position: 'relative', width: fullWidth ? '100%' : { md: 240, lg: 300 } }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          borderRadius: 999,
          border: 1,
          borderColor: 'grey.500',
          bgcolor: 'background.paper',
          '&:focus-within': { outline: '3px solid #1565c0', outlineOffset: 1 },
        }}
      >
        <SearchIcon fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary' }} />
        <Box
          component="input"
          value={input}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setInput(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            window.clearTimeout(closeTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            closeTimer.current = window.setTimeout(close, BLUR_CLOSE_MS);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('search.label')}
          aria-label={t('search.label')}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          type="search"
          sx={{
            border: 0,
            outline: 'none',
            bgcolor: 'transparent',
            font: 'inherit',
            fontSize: 15,
            color: 'text.primary',
            py: 1,
            width: '100%',
            minWidth: 0,
          }}
        />
      </Box>
      {showList && (
        <Paper
          elevation={8}
          sx={{
            position: 'absolute',
            top: 'calc(100% + 6px)',
            left: 0,
            right: 0,
            zIndex: 1300,
            maxHeight: 380,
            overflowY: 'auto',
            minWidth: fullWidth ? 0 : 280,
          }}
        >
          <Box component="ul" id={listId} role="listbox" aria-label={t('search.results')} sx={{ listStyle: 'none', m: 0, p: 0.5 }}>
            {results.map((dish, index) => (
              <Box component="li" key={dish.id} id={`${listId}-${index}`} role="option" aria-selected={index === active}>
                <Box
                  component={RouterLink}
                  to={paths.food(dish.id)}
                  onClick={() => {
                    close();
                    setInput('');
                  }}
                  sx={{
                    display: 'flex',
                    gap: 1.5,
                    alignItems: 'center',
                    p: 1,
                    borderRadius: 1,
                    color: 'text.primary',
                    textDecoration: 'none',
                    bgcolor: index === active ? 'action.selected' : 'transparent',
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  <DishImage
                    src={dishImages(dish)[0]}
                    alt=""
                    width={48}
                    height={48}
                    style={{ objectFit: 'cover', borderRadius: 8, flexShrink: 0 }}
                  />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700, fontSize: 15 }}>{dishName(dish)}</Typography>
                    <Typography variant="body2" color="text.secondary" noWrap>
                      {dishDescription(dish)}
                    </Typography>
                  </Box>
                </Box>
              </Box>
            ))}
          </Box>
          {results.length === 0 && (
            <Typography role="status" sx={{ p: 2 }} color="text.secondary">
              {searching ? t('search.searching') : t('search.noResults')}
            </Typography>
          )}
        </Paper>
      )}
    </Box>
  );
}

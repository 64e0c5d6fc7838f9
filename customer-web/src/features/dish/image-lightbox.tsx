import { useTranslation } from '../../i18n/use-translation';
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { DishImage } from '../../components/dish-image';
import { useSwipe } from './swipe';
import '../../i18n/sections/dish';

const controlStyle = { color: '#fff', bgcolor: 'rgba(255,255,255,0.16)', '&:hover': { bgcolor: 'rgba(255,255,255,0.3)' } } as const;

/** Full-screen photo viewer: arrow keys, Escape, swipe and a close button. */
export function ImageLightbox({
  images,
  name,
  index,
  onIndexChange,
  onClose,
}: {
  images: string[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const step = (by: number) => onIndexChange((index + by + images.length) % images.length);
  const swipe = useSwipe((direction) => step(direction === 'next' ? 1 : -1));

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === 'ArrowRight') step(1);
      if (event.key === 'ArrowLeft') step(-1);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <Dialog open fullScreen onClose={onClose} slotProps={{ paper: { 'aria-label': t('dish.photos', { name }), sx: { bgcolor: '#111' } } }}>
      <Box
        sx={{ position: 'relative', width: '100%', height: '100%', display: 'grid', placeItems: 'center', touchAction: 'pan-y' }}
        {...swipe}
      >
        <DishImage
          src={images[index] ?? ''}
          alt={t('dish.photo', { name, number: index + 1, total: images.length })}
          draggable={false}
          style={{ maxWidth: '100%', maxHeight: '100vh', objectFit: 'contain' }}
        />
        <IconButton aria-label={t('dish.closePhotos')} onClick={onClose} sx={{ ...controlStyle, position: 'absolute', top: 16, right: 16 }}>
          <CloseIcon />
        </IconButton>
        {images.length > 1 && (
          <>
            <IconButton
              aria-label={t('dish.previousPhoto')}
              onClick={() => step(-1)}
              sx={{ ...controlStyle, position: 'absolute', left: 16, top: '50%' }}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label={t('dish.nextPhoto')}
              onClick={() => step(1)}
              sx={{ ...controlStyle, position: 'absolute', right: 16, top: '50%' }}
            >
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
      </Box>
    </Dialog>
  );
}

import { useTranslation } from '../../i18n/use-translation';
import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { DishImage } from '../../components/dish-image';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { useSwipe } from './swipe';
import '../../i18n/sections/dish';

// The full-screen view (a Dialog with its modal, focus trap and transitions) loads on the first tap on a photo, not
// with the dish page's first screen.
const ImageLightbox = lazy(() => import('./image-lightbox').then((m) => ({ default: m.ImageLightbox })));

/** The carousel moves on every 3 seconds when a dish has more than one image. */
export const CAROUSEL_INTERVAL_MS = 3000;

const arrowStyle = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.9)',
  '&:hover': { bgcolor: '#fff' },
} as const;

export function ImageCarousel({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const reducedMotion = useReducedMotion();
  const several = images.length > 1;
  const step = (by: number) => setIndex((current) => (current + by + images.length) % images.length);
  const swipe = useSwipe(
    (direction) => step(direction === 'next' ? 1 : -1),
    () => setLightboxOpen(true),
  );

  useEffect(() => {
    if (!several || paused || lightboxOpen || reducedMotion) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % images.length), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [several, paused, lightboxOpen, reducedMotion, images.length]);

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={t('dish.photosOf', { name })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Box sx={{ position: 'relative', borderRadius: 3, overflow: 'hidden', bgcolor: '#f3e6da', touchAction: 'pan-y' }}>
        <Box
          component="button"
          type="button"
          {...swipe}
          onClick={(event) => {
            // Pointer taps open the lightbox through the swipe handler; this covers the keyboard.
            if (event.detail === 0) setLightboxOpen(true);
          }}
          aria-label={t('dish.openPhoto', { number: index + 1, total: images.length })}
          sx={{ display: 'block', width: '100%', p: 0, border: 0, cursor: 'zoom-in', bgcolor: 'transparent' }}
        >
          <DishImage
            src={images[index] ?? ''}
            alt={t('dish.photo', { name, number: index + 1, total: images.length })}
            width={800}
            height={560}
            draggable={false}
            style={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }}
          />
        </Box>
        {several && (
          <>
            <IconButton aria-label={t('dish.previousPhoto')} onClick={() => step(-1)} sx={{ ...arrowStyle, left: 8 }}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton aria-label={t('dish.nextPhoto')} onClick={() => step(1)} sx={{ ...arrowStyle, right: 8 }}>
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
      </Box>
      {several && (
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5, mt: 1 }}>
          {images.map((image, dot) => (
            <Box
              key={`${image}-${dot}`}
              component="button"
              type="button"
              aria-label={t('dish.showPhoto', { number: dot + 1 })}
              aria-current={dot === index ? 'true' : undefined}
              onClick={() => setIndex(dot)}
              sx={{
                width: 24,
                height: 24,
                p: 0,
                border: 0,
                bgcolor: 'transparent',
                cursor: 'pointer',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <Box
                component="span"
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: dot === index ? 'primary.main' : 'grey.500' }}
              />
            </Box>
          ))}
        </Box>
      )}
      {lightboxOpen && (
        <Suspense fallback={null}>
          <ImageLightbox images={images} name={name} index={index} onIndexChange={setIndex} onClose={() => setLightboxOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}

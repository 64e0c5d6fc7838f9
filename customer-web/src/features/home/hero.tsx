import { useTranslation } from '../../i18n/use-translation';
import { startTransition, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { paths } from '../../config/paths';
import { useAfterLoad } from '../../lib/use-after-load';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import '../../i18n/sections/home';

/** The drawn poster: the first paint, and all that shows for reduced motion or when the video cannot play. */
export const HERO_POSTER = '/hero-poster.svg';
/** Our own film (scripts/render-hero-video.mjs); a kitchen replaces these two files with its own. */
export const HERO_VIDEO_SOURCES = [
  { src: '/hero/hero.webm', type: 'video/webm' },
  { src: '/hero/hero.mp4', type: 'video/mp4' },
] as const;

/** Where the thali sits in the artwork: phones, which see a narrow slice of it, are shown the food. */
const ARTWORK_FOCUS = '70% 50%';

/** The video joins the poster only after the page has loaded, never for reduced motion, and not after it failed. */
export function heroShowsVideo(pageLoaded: boolean, reducedMotion: boolean, videoFailed: boolean): boolean {
  return pageLoaded && !reducedMotion && !videoFailed;
}

export function Hero() {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const pageLoaded = useAfterLoad();
  const [videoFailed, setVideoFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const showVideo = heroShowsVideo(pageLoaded, reducedMotion, videoFailed);

  function togglePlayback() {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      void video.play();
      setPaused(false);
    } else {
      video.pause();
      setPaused(true);
    }
  }

  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        minHeight: '100svh',
        display: 'flex',
        alignItems: 'center',
        overflow: 'hidden',
        color: '#fff',
        bgcolor: '#2a160c',
      }}
    >
      <Box
        component="img"
        src={HERO_POSTER}
        alt=""
        fetchPriority="high"
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', objectPosition: ARTWORK_FOCUS }}
      />
      {showVideo && (
        // Laid over the poster, out of the flow (no layout shift), and faded in once it really plays.
        <Box
          component="video"
          ref={videoRef}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          data-testid="hero-video"
          // The video fading in and its pause button are no answer to a tap: drawn as a transition, in slices.
          onPlaying={() => startTransition(() => setPlaying(true))}
          onError={() => setVideoFailed(true)}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            objectPosition: ARTWORK_FOCUS,
            opacity: playing ? 1 : 0,
            transition: 'opacity 600ms ease-in',
          }}
        >
          {HERO_VIDEO_SOURCES.map((source, index) => (
            <source
              key={source.src}
              src={source.src}
              type={source.type}
              // The last source failing means none could play: the poster stays.
              onError={index === HERO_VIDEO_SOURCES.length - 1 ? () => setVideoFailed(true) : undefined}
            />
          ))}
        </Box>
      )}
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          background: 'linear-gradient(90deg, rgba(20,10,5,0.88) 0%, rgba(20,10,5,0.7) 45%, rgba(20,10,5,0.2) 100%)',
        }}
      />
      <Box sx={{ position: 'relative', px: { xs: 2.5, sm: 4, md: 8 }, pt: 10, pb: 6, maxWidth: 760 }}>
        <Typography component="p" sx={{ textTransform: 'uppercase', letterSpacing: 3, fontWeight: 700, color: '#ffd9a8', mb: 1.5 }}>
          {t('common.kitchenName')}
        </Typography>
        <Typography id="hero-title" variant="h1" sx={{ fontSize: { xs: 38, sm: 52, md: 64 }, lineHeight: 1.08, mb: 2 }}>
          {t('home.heroTitle')}
        </Typography>
        <Typography sx={{ fontSize: { xs: 17, md: 20 }, mb: 4, color: '#f7ede4', maxWidth: 560 }}>{t('home.heroText')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to={paths.menu} variant="contained" size="large" sx={{ px: 4, py: 1.5, fontSize: 18 }}>
            {t('home.orderNow')}
          </Button>
          <Button
            component={RouterLink}
            to={paths.menu}
            variant="outlined"
            size="large"
            sx={{
              px: 4,
              py: 1.5,
              fontSize: 18,
              color: '#fff',
              borderColor: '#fff',
              '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.12)' },
            }}
          >
            {t('home.viewMenu')}
          </Button>
        </Stack>
      </Box>
      {showVideo && playing && (
        <Button
          onClick={togglePlayback}
          startIcon={paused ? <PlayArrowIcon /> : <PauseIcon />}
          sx={{
            position: 'absolute',
            right: 16,
            bottom: 16,
            color: '#fff',
            bgcolor: 'rgba(0,0,0,0.55)',
            '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
          }}
        >
          {paused ? t('home.playVideo') : t('home.pauseVideo')}
        </Button>
      )}
    </Box>
  );
}

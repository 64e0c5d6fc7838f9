import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../testing/render-route';
import { Hero, HERO_POSTER, HERO_VIDEO_SOURCES, heroShowsVideo } from './hero';

function preferReducedMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('Hero', () => {
  it('plays the video only after the page has loaded, unless motion is reduced or the video failed', () => {
    expect(heroShowsVideo(true, false, false)).toBe(true);
    expect(heroShowsVideo(false, false, false)).toBe(false);
    expect(heroShowsVideo(true, true, false)).toBe(false);
    expect(heroShowsVideo(true, false, true)).toBe(false);
  });

  it('paints the poster first and keeps only the poster and the calls to action when motion is reduced', async () => {
    preferReducedMotion(true);
    const { container } = renderRoute(<Hero />, { route: '/', path: '/' });
    expect(container.querySelector('img')).toHaveAttribute('src', HERO_POSTER);
    expect(screen.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/menu');
    expect(screen.getByRole('link', { name: 'View Menu' })).toHaveAttribute('href', '/menu');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(container.querySelector('video')).toBeNull();
  });

  it('adds our own muted, looping video over the poster once loaded, with a pause button while it plays', async () => {
    preferReducedMotion(false);
    const { container } = renderRoute(<Hero />, { route: '/', path: '/' });
    expect(container.querySelector('video')).toBeNull();
    const video = await screen.findByTestId('hero-video');
    expect(container.querySelector('img')).toHaveAttribute('src', HERO_POSTER);
    expect((video as HTMLVideoElement).muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect([...video.querySelectorAll('source')].map((source) => source.getAttribute('src'))).toEqual(
      HERO_VIDEO_SOURCES.map((source) => source.src),
    );
    expect(screen.queryByRole('button', { name: 'Pause background video' })).not.toBeInTheDocument();
    fireEvent.playing(video);
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeInTheDocument();
  });

  it('falls back to the poster when no source can play', async () => {
    preferReducedMotion(false);
    const { container } = renderRoute(<Hero />, { route: '/', path: '/' });
    const video = await screen.findByTestId('hero-video');
    fireEvent.error(video.querySelectorAll('source')[HERO_VIDEO_SOURCES.length - 1]);
    await waitFor(() => expect(container.querySelector('video')).toBeNull());
    expect(container.querySelector('img')).toHaveAttribute('src', HERO_POSTER);
  });
});

import { screen } from '@testing-library/react';
import { renderRoute } from '../../testing/render-route';
import { Hero, HERO_POSTER, heroShowsVideo } from './hero';

function preferReducedMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('Hero', () => {
  it('plays the configured video unless motion is reduced or the video failed', () => {
    expect(heroShowsVideo('/media/hero.mp4', false, false)).toBe(true);
    expect(heroShowsVideo('/media/hero.mp4', true, false)).toBe(false);
    expect(heroShowsVideo('/media/hero.mp4', false, true)).toBe(false);
    expect(heroShowsVideo(null, false, false)).toBe(false);
  });

  it('shows the poster and the calls to action when motion is reduced', () => {
    preferReducedMotion(true);
    const { container } = renderRoute(<Hero videoUrl="/media/hero.mp4" />, { route: '/', path: '/' });
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', HERO_POSTER);
    expect(screen.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/menu');
    expect(screen.getByRole('link', { name: 'View Menu' })).toHaveAttribute('href', '/menu');
  });

  it('offers a pause button while the video plays', () => {
    preferReducedMotion(false);
    const { container } = renderRoute(<Hero videoUrl="/media/hero.mp4" />, { route: '/', path: '/' });
    expect(container.querySelector('video source')).toHaveAttribute('src', '/media/hero.mp4');
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeInTheDocument();
  });
});

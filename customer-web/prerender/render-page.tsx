import './browser-stand-ins';
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer, { type EmotionCriticalToChunks } from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from '../src/app/app-providers';
import { createEmotionCache } from '../src/app/emotion-cache';
import { loadRouteModules } from '../src/app/route-modules';
import { AppRoutes, routes } from '../src/app/router';

export interface PrerenderedPage {
  /** What the app draws into #root at this URL before any data arrives. */
  html: string;
  /** The <style data-emotion> blocks of every style drawing that markup wrote. */
  styles: string;
}

/**
 * Every style the render wrote, in emotion's chunks: its global styles one by one, then the rest in one block. emotion's
 * own extractCriticalToChunks keeps only the styles whose class the markup shows, but a MUI component built on another
 * (a Button on its ButtonBase) also writes the inner one's styles, whose class no element carries; the browser then
 * wrote those while adopting the page, each through stylis and a stylesheet insert in React's commit.
 */
function everyStyleOf(cache: EmotionCache, html: string): EmotionCriticalToChunks {
  const regular = { key: cache.key, ids: [] as string[], css: '' };
  const globals: EmotionCriticalToChunks['styles'] = [];
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) globals.push({ key: `${cache.key}-global`, ids: [id], css });
    else {
      regular.ids.push(id);
      regular.css += css;
    }
  }
  return { html, styles: [...globals, regular] };
}

/** Draws the app at `url` as its first render in a browser would, with the styles it wrote. */
export async function renderPage(url: string): Promise<PrerenderedPage> {
  await loadRouteModules(routes, url);
  const emotionCache = createEmotionCache();
  // Made before rendering: it switches the cache to collecting styles instead of writing <style> tags into the markup.
  const emotionServer = createEmotionServer(emotionCache);
  const html = renderToString(
    <AppProviders emotionCache={emotionCache}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  return { html, styles: emotionServer.constructStyleTagsFromChunks(everyStyleOf(emotionCache, html)) };
}

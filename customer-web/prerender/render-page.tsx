import './browser-stand-ins';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from '../src/app/app-providers';
import { createEmotionCache } from '../src/app/emotion-cache';
import { loadRouteModules } from '../src/app/route-modules';
import { AppRoutes, routes } from '../src/app/router';

export interface PrerenderedPage {
  /** What the app draws into #root at this URL before any data arrives. */
  html: string;
  /** The <style data-emotion> blocks of exactly the styles that markup uses. */
  styles: string;
}

/** Draws the app at `url` as its first render in a browser would, with the critical CSS it needs. */
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
  return { html, styles: emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html)) };
}

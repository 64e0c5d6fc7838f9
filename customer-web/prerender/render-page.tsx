import './browser-stand-ins';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../src/app/app-providers';
import { createEmotionCache } from '../src/app/emotion-cache';
import { routes } from '../src/app/router';

export interface PrerenderedPage {
  /** What the app draws into #root at this URL before any data arrives. */
  html: string;
  /** The <style data-emotion> blocks of exactly the styles that markup uses. */
  styles: string;
}

/** Draws the app at `url` as its first render in a browser would, with the critical CSS it needs. */
export async function renderPage(url: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender: ${url} answered a redirect or a response, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const emotionCache = createEmotionCache();
  // Made before rendering: it switches the cache to collecting styles instead of writing <style> tags into the markup.
  const emotionServer = createEmotionServer(emotionCache);
  const html = renderToString(
    <AppProviders emotionCache={emotionCache}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  return { html, styles: emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html)) };
}

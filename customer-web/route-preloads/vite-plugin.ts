import type { Plugin } from 'vite';
import { chunkOf, filesToPreload } from '../build-graph/bundle-graph';

/** A page people land on from outside, and the module that draws it (as router.tsx lazy-loads it). */
export interface LandingRoute {
  path: string;
  module: string;
}

export interface RoutePreload {
  path: string;
  files: string[];
}

/**
 * Writes route-preloads.json beside the build: for each landing route, the route's chunk and the chunks it imports,
 * less the entry and the app's start (`startModule`, with what it imports). The server adds them to the page as
 * <link rel="modulepreload"> for that path, at low priority, so the browser fetches the page's code before the app
 * asks for it, after what the first paint needs. The start is not preloaded: the entry asks for it once the page is
 * painted (src/main.tsx), so its 145 KB never compete with the page and its photo.
 */
export function routePreloads(startModule: string, routes: LandingRoute[]): Plugin {
  return {
    name: 'home-kitchen-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const started = filesToPreload(bundle, chunkOf(bundle, startModule));
      const preloads: RoutePreload[] = routes.map(({ path, module }) => ({
        path,
        files: filesToPreload(bundle, chunkOf(bundle, module), started),
      }));
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}

import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

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
 * The chunk holding `module`. Not looked up by its facade: when a lazy import inside the page shares some of the page's
 * modules (the dish page's photo viewer), Rollup builds the page's chunk with exports for it and no facade module.
 */
function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const chunk = Object.values(bundle).find(
    (output): output is OutputChunk => output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(`/${module}`)),
  );
  if (!chunk) throw new Error(`route-preloads: no chunk is built from ${module}`);
  return chunk;
}

/** The chunk and every chunk it imports statically, less the entry and the chunks in `loaded`. */
function filesToPreload(bundle: OutputBundle, start: OutputChunk, loaded: string[] = []): string[] {
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (chunk.isEntry || seen.has(chunk.fileName) || loaded.includes(`/${chunk.fileName}`)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(start);
  return [...seen].map((file) => `/${file}`);
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

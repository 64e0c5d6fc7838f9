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

/** The chunk and every chunk it imports statically, less what index.html already loads. */
function filesToPreload(bundle: OutputBundle, start: OutputChunk): string[] {
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (chunk.isEntry || seen.has(chunk.fileName)) return;
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
 * Writes route-preloads.json beside the build: for each landing route, the route's chunk and the chunks it imports.
 * The server adds them to index.html as <link rel="modulepreload"> for that path, so the browser fetches the page's
 * code alongside the entry instead of after it has run.
 */
export function routePreloads(routes: LandingRoute[]): Plugin {
  return {
    name: 'home-kitchen-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const preloads: RoutePreload[] = routes.map(({ path, module }) => ({ path, files: filesToPreload(bundle, chunkOf(bundle, module)) }));
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}

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

function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  // A dynamic entry whose module has no exports may get no facade; it is then the dynamic entry holding the module.
  const chunk =
    chunks.find((candidate) => (candidate.facadeModuleId ?? '').endsWith(`/${module}`)) ??
    chunks.find((candidate) => candidate.isDynamicEntry && candidate.moduleIds.some((id) => id.endsWith(`/${module}`)));
  if (!chunk) throw new Error(`route-preloads: no chunk is built from ${module}`);
  return chunk;
}

/** The chunk and every chunk it imports statically, less the entry and the files in `loaded`. */
function filesToPreload(bundle: OutputBundle, start: OutputChunk, loaded: Set<string> = new Set()): string[] {
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (chunk.isEntry || seen.has(chunk.fileName) || loaded.has(`/${chunk.fileName}`)) return;
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
 * Preloads for the pages: `shellModule`, which the entry imports once the first frame has painted, goes into
 * index.html as <link rel="modulepreload"> with its chunks, so every page fetches the app beside the entry. And
 * route-preloads.json names, for each landing route, the route's chunk and the chunks it imports beyond the shell;
 * the server adds them to those paths' pages, so the page's code downloads beside the rest instead of after it has
 * run.
 */
export function routePreloads(shellModule: string, routes: LandingRoute[]): Plugin {
  const shellFiles = (bundle: OutputBundle) => filesToPreload(bundle, chunkOf(bundle, shellModule));
  return {
    name: 'home-kitchen-route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        context.bundle
          ? shellFiles(context.bundle).map((href) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href }, injectTo: 'head' as const }))
          : [],
    },
    generateBundle(_options, bundle) {
      const shell = new Set(shellFiles(bundle));
      const preloads: RoutePreload[] = routes.map(({ path, module }) => ({ path, files: filesToPreload(bundle, chunkOf(bundle, module), shell) }));
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}

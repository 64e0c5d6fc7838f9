import type { Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * The chunk holding `module`. Not looked up by its facade: when a lazy import inside the page shares some of the page's
 * modules (the dish page's photo viewer), Rollup builds the page's chunk with exports for it and no facade module.
 */
export function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const chunk = Object.values(bundle).find(
    (output): output is OutputChunk => output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(`/${module}`)),
  );
  if (!chunk) throw new Error(`no chunk is built from ${module}`);
  return chunk;
}

/** The chunk and every chunk it imports statically, less the entry and the chunks in `loaded`, as paths from the site's root. */
export function filesToPreload(bundle: OutputBundle, start: OutputChunk, loaded: string[] = []): string[] {
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

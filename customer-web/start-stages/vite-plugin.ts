import type { Plugin } from 'vite';
import { chunkOf, filesToPreload } from '../build-graph/bundle-graph';

/**
 * The app starts in stages (src/main.tsx): each stage is a dynamic import, evaluated in a task of its own once the one
 * before it has run, so no single task evaluates all the app's code. Vite preloads what a dynamic import needs only
 * when the import is made; with this plugin the first stage's import preloads every stage's files, so the later stages
 * download alongside the first instead of one after another. `stages` are the stages' modules, in the order they run.
 */
export function startStages(stages: string[]): Plugin {
  let firstStage: string | undefined;
  let everyStage: string[] = [];
  return {
    name: 'home-kitchen-start-stages',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (file, deps) => (file === firstStage ? [...new Set([...deps, ...everyStage])] : deps),
        },
      },
    }),
    // Runs before Vite writes each dynamic import's preload list, which asks resolveDependencies.
    generateBundle(_options, bundle) {
      firstStage = chunkOf(bundle, stages[0]).fileName;
      const files = stages.flatMap((stage) => filesToPreload(bundle, chunkOf(bundle, stage)));
      everyStage = [...new Set(files)].map((file) => file.slice(1));
    },
  };
}

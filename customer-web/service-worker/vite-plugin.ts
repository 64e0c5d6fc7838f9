import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformWithEsbuild, type Plugin } from 'vite';

/** What the shell keeps: the build's scripts, styles, fonts and images (not source maps or compressed twins). */
const SHELL_FILE = /\.(js|css|svg|png|webp|woff2)$/;

/**
 * Builds service-worker/sw.ts into /sw.js beside the build, with the list of the build's files and a version made
 * from their names (which carry content hashes), so every new build installs a new worker that keeps the new files.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'home-kitchen-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((file) => SHELL_FILE.test(file) && !file.startsWith('.vite/'))
        .sort()
        .map((file) => `/${file}`);
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(join(import.meta.dirname, 'sw.ts'), 'utf8');
      const { code } = await transformWithEsbuild(source, 'sw.ts', { loader: 'ts', target: 'es2022', minify: true });
      const filled = `const SHELL_FILES=${JSON.stringify(files)},SHELL_VERSION=${JSON.stringify(version)};${code}`;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: filled });
    },
  };
}

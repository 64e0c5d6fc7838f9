import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformWithEsbuild, type Plugin } from 'vite';

const KEEPER = join(import.meta.dirname, '..', 'src', 'app', 'early-tap-keeper.ts');

/** early-tap-keeper.ts as a classic script that starts keeping taps as soon as the browser reads it. */
async function earlyTapScript(): Promise<string> {
  const source = `${readFileSync(KEEPER, 'utf8')}\nkeepEarlyTaps(window);`;
  const { code } = await transformWithEsbuild(source, KEEPER, { loader: 'ts', format: 'iife', target: 'es2020', minify: true });
  return code.trim();
}

/**
 * Puts the early-tap keeper into the head of every page, inline: a file of its own would be one more request that
 * holds up the first paint. The server allows exactly this script by its hash in the Content-Security-Policy
 * (server/src/customer-index.ts), as it allows no other inline script.
 */
export function headScript(): Plugin {
  return {
    name: 'home-kitchen-head-script',
    async transformIndexHtml() {
      return [{ tag: 'script', children: await earlyTapScript(), injectTo: 'head' }];
    },
  };
}

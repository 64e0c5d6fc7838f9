import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What customer-web's build writes to route-preloads.json: a landing path and the chunks that draw it. */
export interface RoutePreload {
  path: string;
  files: string[];
}

function matches(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const actual = path.split('/');
  return wanted.length === actual.length && wanted.every((segment, i) => segment.startsWith(':') ? actual[i] !== '' : segment === actual[i]);
}

/** The path of a request URL, without query, fragment or a trailing slash. */
function pathOf(url: string): string {
  const path = url.split(/[?#]/)[0];
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The customer site's index.html, answered for every client-side route with <link rel="modulepreload"> for the
 * route's own chunks when it is a landing page, so they download beside the entry script rather than after it.
 */
export class CustomerIndex {
  private constructor(
    private readonly html: string,
    private readonly preloads: RoutePreload[],
  ) {}

  /** Reads the build once; undefined when the site is not built. */
  static read(root: string): CustomerIndex | undefined {
    const indexFile = join(root, 'index.html');
    if (!existsSync(indexFile)) return undefined;
    const preloadFile = join(root, 'route-preloads.json');
    const preloads = existsSync(preloadFile) ? (JSON.parse(readFileSync(preloadFile, 'utf8')) as RoutePreload[]) : [];
    return new CustomerIndex(readFileSync(indexFile, 'utf8'), preloads);
  }

  htmlFor(url: string): string {
    const path = pathOf(url);
    const route = this.preloads.find((candidate) => matches(candidate.path, path));
    if (!route) return this.html;
    const links = route.files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
    return this.html.replace('</head>', `${links}</head>`);
  }
}

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What customer-web's build writes to route-preloads.json: a landing path and the chunks that draw it. */
export interface RoutePreload {
  path: string;
  files: string[];
}

/** What customer-web's build writes to prerendered/pages.json: a landing path and the page prerendered for it. */
export interface PrerenderedPageFile {
  path: string;
  file: string;
}

/** A landing path and a whole page for it. */
interface LandingPage {
  path: string;
  html: string;
}

function matches(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const actual = path.split('/');
  return (
    wanted.length === actual.length && wanted.every((segment, i) => (segment.startsWith(':') ? actual[i] !== '' : segment === actual[i]))
  );
}

/** The path of a request URL, without query, fragment or a trailing slash. */
export function pathOf(url: string): string {
  const path = url.split(/[?#]/)[0];
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function readJson<T>(file: string, otherwise: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : otherwise;
}

function readPrerenderedPages(root: string): LandingPage[] {
  const folder = join(root, 'prerendered');
  const files = readJson<PrerenderedPageFile[]>(join(folder, 'pages.json'), []);
  return files.map(({ path, file }) => ({ path, html: readFileSync(join(folder, file), 'utf8') }));
}

function withPreloads(page: string, preload: RoutePreload | undefined): string {
  if (!preload) return page;
  const links = preload.files.map((file) => `<link rel="modulepreload" crossorigin href="${file}" fetchpriority="low">`).join('');
  return page.replace('</head>', `${links}</head>`);
}

/** A `<script>` the browser runs from the page itself: no src, and no type but JavaScript's. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*\stype="(?!text\/javascript|module)[^"]*")[^>]*>([\s\S]*?)<\/script>/g;

/** The Content-Security-Policy source that allows each script the page runs inline, by its SHA-256. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, code]) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
}

/**
 * The customer site's HTML for every client-side route. A landing page (`/`, `/menu`, a dish) gets the page the build
 * prerendered for it, which paints with its critical CSS before any script runs, and <link rel="modulepreload"> for
 * the route's own chunks, so they download before the app asks for them, at low priority: after what the first paint
 * needs (the page's photo). Other routes get index.html.
 * Each page is put together once, when the build is read: requests get the same few strings.
 */
export class CustomerIndex {
  private constructor(
    private readonly html: string,
    private readonly landings: LandingPage[],
  ) {}

  /** Reads the build once; undefined when the site is not built. */
  static read(root: string): CustomerIndex | undefined {
    const indexFile = join(root, 'index.html');
    if (!existsSync(indexFile)) return undefined;
    const html = readFileSync(indexFile, 'utf8');
    const preloads = readJson<RoutePreload[]>(join(root, 'route-preloads.json'), []);
    const prerendered = readPrerenderedPages(root);
    const paths = [...new Set([...prerendered.map((page) => page.path), ...preloads.map((preload) => preload.path)])];
    const landings = paths.map((path) => ({
      path,
      html: withPreloads(
        prerendered.find((page) => page.path === path)?.html ?? html,
        preloads.find((preload) => preload.path === path),
      ),
    }));
    return new CustomerIndex(html, landings);
  }

  /** The Content-Security-Policy sources for the inline scripts of every page this index answers with. */
  scriptSources(): string[] {
    return [...new Set([this.html, ...this.landings.map((landing) => landing.html)].flatMap(inlineScriptSources))];
  }

  htmlFor(url: string): string {
    const path = pathOf(url);
    return this.landings.find((landing) => matches(landing.path, path))?.html ?? this.html;
  }
}

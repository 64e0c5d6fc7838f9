import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type HtmlEncoding = 'br' | 'gzip' | 'identity';

/** The codings an Accept-Encoding header allows (q > 0), by name. */
function acceptedCodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    if (name && (quality === undefined || Number(quality.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/** The best coding of ours a client accepts: Brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): HtmlEncoding {
  const accepted = acceptedCodings(acceptEncoding);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/**
 * The customer site's pages, compressed once each: the server answers only a handful of distinct pages (index.html and
 * the prerendered landing pages with their preload links, and per menu version those with the menu in them,
 * server/src/menu-pages.ts), and a prerendered page is 30-40 KB, mostly inlined CSS,
 * about 6 KB compressed. The build compresses its other files ahead of time; these are compressed in each coding the
 * first time a client asks for it.
 */
export class CompressedHtml {
  private readonly variants = new Map<string, Partial<Record<'br' | 'gzip', Buffer>>>();

  /**
   * `brotliQuality` 11 (the default) packs tightest and takes about 100 ms for a page, right for pages made once;
   * pages made again whenever the menu changes take 5: about 1 ms for some 10% more bytes.
   */
  constructor(private readonly brotliQuality = 11) {}

  encode(html: string, encoding: HtmlEncoding): string | Buffer {
    if (encoding === 'identity') return html;
    let variant = this.variants.get(html);
    if (!variant) {
      variant = {};
      this.variants.set(html, variant);
    }
    variant[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: this.brotliQuality } })
        : gzipSync(html, { level: 9 });
    return variant[encoding];
  }
}

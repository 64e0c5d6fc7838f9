import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding, CompressedHtml } from './compressed-html';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'gzip'],
    ['identity', 'identity'],
    [undefined, 'identity'],
    ['gzip;q=0', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('CompressedHtml', () => {
  const page = `<!doctype html><html><head><style>${'.hk-1{color:red}'.repeat(500)}</style></head><body>Home Kitchen</body></html>`;

  it('answers the page itself, or its Brotli or gzip bytes, each made once', () => {
    const pages = new CompressedHtml();
    expect(pages.encode(page, 'identity')).toBe(page);
    const br = pages.encode(page, 'br') as Buffer;
    const gzip = pages.encode(page, 'gzip') as Buffer;
    expect(brotliDecompressSync(br).toString()).toBe(page);
    expect(gunzipSync(gzip).toString()).toBe(page);
    expect(br.length).toBeLessThan(page.length / 10);
    expect(pages.encode(page, 'br')).toBe(br);
  });

  it('compresses at the Brotli quality it is given, for pages made again with every menu change', () => {
    const fast = new CompressedHtml(5).encode(page, 'br') as Buffer;
    expect(brotliDecompressSync(fast).toString()).toBe(page);
    expect(fast.length).toBeLessThan(page.length / 10);
  });
});

import { brotliDecompressSync } from 'node:zlib';
import type { CachedMenu } from './menu/menu-cache.service';
import type { MenuCardDto } from './menu/dto/menu-card.dto';
import { jsonForScript, MenuPages, pageDataFor } from './menu-pages';

const PAGE =
  '<!doctype html><html><head><title>Home Kitchen</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

function menuOf(cards: Partial<MenuCardDto>[], etag: string): CachedMenu {
  const full = cards as MenuCardDto[];
  return { cards: full, body: JSON.stringify({ success: true, message: 'ok', data: full }), etag, builtAt: 0, expiresAt: 1 };
}

/** The JSON a page carries under `id`, parsed as the browser's JSON.parse of the element's text would. */
function island(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1]) : undefined;
}

describe('pageDataFor', () => {
  it('gives /menu the menu and /food/<id> its dish, nothing else', () => {
    expect(pageDataFor('/menu')).toEqual({ kind: 'menu' });
    expect(pageDataFor('/food/12')).toEqual({ kind: 'dish', id: 12 });
    for (const path of ['/', '/cart', '/food/0', '/food/abc', '/food/12/x', '/menu/12']) expect(pageDataFor(path)).toBeUndefined();
  });
});

describe('jsonForScript', () => {
  it('leaves no way to close or comment out the script element, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028' };
    const escaped = jsonForScript(JSON.stringify(value));
    expect(escaped).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(escaped)).toEqual(value);
  });
});

describe('MenuPages', () => {
  let current: CachedMenu | undefined;
  const cards = {
    cachedMenu: () => current,
    menu: jest.fn(() => (current ? Promise.resolve(current) : Promise.reject(new Error('down')))),
  };

  beforeEach(() => {
    current = menuOf(
      [
        { id: 1, name: 'Dal </script>', images: ['/media/dishes/dal.svg?a=1&b="2"', '/media/dishes/dal-served.svg'] },
        { id: 2, name: 'Rice', images: [] },
      ],
      '"v1"',
    );
    cards.menu.mockClear();
  });

  it('puts the menu, the bytes GET /menus answers, into /menu', async () => {
    const html = (await new MenuPages(cards).encode(PAGE, '/menu', 'identity')) as string;
    expect(island(html, 'menu-data')).toEqual(JSON.parse(current!.body));
    expect(html).not.toContain('Dal </script>');
  });

  it("puts a dish's card into its page, and nothing into the page of a dish the menu lacks or another page", async () => {
    const pages = new MenuPages(cards);
    expect(island((await pages.encode(PAGE, '/food/2', 'identity')) as string, 'dish-data')).toEqual({ id: 2, name: 'Rice', images: [] });
    expect(await pages.encode(PAGE, '/food/9', 'identity')).toBe(PAGE);
    expect(await pages.encode(PAGE, '/cart', 'identity')).toBe(PAGE);
  });

  it("asks for a dish's first photo with its page, at high priority and before the app's scripts; a dish without one and /menu get no such link", async () => {
    const pages = new MenuPages(cards);
    const dal = (await pages.encode(PAGE, '/food/1', 'identity')) as string;
    const links = dal.match(/<link [^>]*>/g);
    expect(links).toEqual(['<link rel="preload" as="image" href="/media/dishes/dal.svg?a=1&amp;b=&quot;2&quot;" fetchpriority="high">']);
    expect(dal).toContain(`<title>Home Kitchen</title>${links![0]}<script type="module"`);
    expect(await pages.encode(PAGE, '/food/2', 'identity')).not.toContain('<link');
    expect(await pages.encode(PAGE, '/menu', 'identity')).not.toContain('<link');
  });

  it('follows the menu: a new version (stock, a passed cutoff) gives a new page, the same version the same bytes', async () => {
    const pages = new MenuPages(cards);
    const first = (await pages.encode(PAGE, '/menu', 'br')) as Buffer;
    expect(await pages.encode(PAGE, '/menu', 'br')).toBe(first);
    current = menuOf([{ id: 1, name: 'Dal', totalAvailableQuantity: 3 }], '"v2"');
    const second = brotliDecompressSync(await pages.encode(PAGE, '/menu', 'br')).toString();
    expect(island(second, 'menu-data')).toEqual(JSON.parse(current.body));
  });

  it('builds the menu when none is cached and uses it once the cache holds it', async () => {
    let held: CachedMenu | undefined;
    const building = {
      cachedMenu: () => held,
      menu: () => {
        held = current;
        return Promise.resolve(current!);
      },
    };
    expect(island((await new MenuPages(building).encode(PAGE, '/menu', 'identity')) as string, 'menu-data')).toBeDefined();
  });

  it('sends the page without data when the menu is not current: an outage fallback, or no menu at all', async () => {
    const fallback = current!;
    expect(
      await new MenuPages({ cachedMenu: () => undefined, menu: () => Promise.resolve(fallback) }).encode(PAGE, '/menu', 'identity'),
    ).toBe(PAGE);
    current = undefined;
    expect(await new MenuPages(cards).encode(PAGE, '/menu', 'identity')).toBe(PAGE);
    expect(cards.menu).toHaveBeenCalled();
  });
});

describe('MenuPages with a renderer', () => {
  let current: CachedMenu;
  const cards = { cachedMenu: () => current, menu: () => Promise.resolve(current) };

  /** A renderer that draws on demand: each render waits until the test lets it answer. */
  function heldRenderer() {
    const asked: { url: string; page: string; answer: (document: string | undefined) => void }[] = [];
    const renderer = {
      render: jest.fn((url: string, page: string) => new Promise<string | undefined>((answer) => asked.push({ url, page, answer }))),
      close: () => Promise.resolve(),
    };
    return { renderer, asked };
  }

  beforeEach(() => {
    current = menuOf([{ id: 1, name: 'Dal', images: [] }], '"v1"');
  });

  it('sends the drawn page, drawn once per page and menu version, from the page with its data', async () => {
    const { renderer, asked } = heldRenderer();
    const pages = new MenuPages(cards, renderer);
    const first = pages.encode(PAGE, '/food/1', 'identity');
    const second = pages.encode(PAGE, '/food/1', 'identity');
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked).toHaveLength(1);
    expect(asked[0].url).toBe('/food/1');
    expect(island(asked[0].page, 'dish-data')).toEqual({ id: 1, name: 'Dal', images: [] });
    asked[0].answer('<html>drawn dal</html>');
    expect(await first).toBe('<html>drawn dal</html>');
    expect(await second).toBe('<html>drawn dal</html>');
    // Once drawn, the page is a plain lookup: no wait for a drawing is set up.
    const timers = jest.spyOn(global, 'setTimeout');
    expect(await pages.encode(PAGE, '/food/1', 'identity')).toBe('<html>drawn dal</html>');
    expect(timers).not.toHaveBeenCalled();
    timers.mockRestore();
    expect(renderer.render).toHaveBeenCalledTimes(1);

    current = menuOf([{ id: 1, name: 'Dal', images: [] }], '"v2"');
    const next = pages.encode(PAGE, '/food/1', 'identity');
    await new Promise((resolve) => setImmediate(resolve));
    asked[1].answer('<html>drawn dal, v2</html>');
    expect(await next).toBe('<html>drawn dal, v2</html>');
  });

  it('sends the page with its data alone when the drawing is late or fails, and the late drawing to the next request', async () => {
    jest.useFakeTimers();
    try {
      const { renderer, asked } = heldRenderer();
      const pages = new MenuPages(cards, renderer);
      const late = pages.encode(PAGE, '/menu', 'identity');
      await jest.advanceTimersByTimeAsync(300);
      expect(island((await late) as string, 'menu-data')).toEqual(JSON.parse(current.body));
      asked[0].answer('<html>drawn menu</html>');
      expect(await pages.encode(PAGE, '/menu', 'identity')).toBe('<html>drawn menu</html>');

      current = menuOf([{ id: 1, name: 'Dal', images: [] }], '"v2"');
      const failed = pages.encode(PAGE, '/menu', 'identity');
      await jest.advanceTimersByTimeAsync(0);
      asked[1].answer(undefined);
      expect(island((await failed) as string, 'menu-data')).toEqual(JSON.parse(current.body));
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks again at the next request when the renderer could not draw the page (busy with another, or failed)', async () => {
    const { renderer, asked } = heldRenderer();
    const pages = new MenuPages(cards, renderer);
    const first = pages.encode(PAGE, '/menu', 'identity');
    await new Promise((resolve) => setImmediate(resolve));
    asked[0].answer(undefined);
    expect(island((await first) as string, 'menu-data')).toEqual(JSON.parse(current.body));
    const second = pages.encode(PAGE, '/menu', 'identity');
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked).toHaveLength(2);
    asked[1].answer('<html>drawn menu</html>');
    expect(await second).toBe('<html>drawn menu</html>');
  });

  it('does not draw a URL with a query (a dish on a chosen date), whose page draws differently', async () => {
    const { renderer } = heldRenderer();
    const html = (await new MenuPages(cards, renderer).encode(PAGE, '/food/1?date=2026-12-01', 'identity')) as string;
    expect(island(html, 'dish-data')).toEqual({ id: 1, name: 'Dal', images: [] });
    expect(renderer.render).not.toHaveBeenCalled();
  });
});

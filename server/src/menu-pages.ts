import { escapeHtml } from './common/escape-html';
import { CompressedHtml, type HtmlEncoding } from './compressed-html';
import { pathOf } from './customer-index';
import type { MenuCardDto } from './menu/dto/menu-card.dto';
import type { CachedMenu } from './menu/menu-cache.service';
import type { MenuCardsService } from './menu/menu-cards.service';
import type { PageRenderer } from './page-renderer';

/** The ids the customer site reads the menu (GET /menus's body) and a dish's card (GET /menus/:id's data) from. */
export const MENU_DATA_ID = 'menu-data';
export const DISH_DATA_ID = 'dish-data';

/** What a page carries: `/menu` the whole menu, `/food/<id>` that dish's card. */
type PageData = { kind: 'menu' } | { kind: 'dish'; id: number };

export function pageDataFor(path: string): PageData | undefined {
  if (path === '/menu') return { kind: 'menu' };
  const dish = /^\/food\/([1-9]\d{0,9})$/.exec(path);
  return dish ? { kind: 'dish', id: Number(dish[1]) } : undefined;
}

/**
 * JSON that can sit inside <script type="application/json">: a `<` of `</script>` or `<!--` in a dish's text would end
 * or change the element, so `<`, `>` and `&` become \u escapes (the same string to JSON.parse), and so do U+2028/2029.
 */
export function jsonForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function withData(html: string, id: string, json: string): string {
  return html.replace('</body>', `<script type="application/json" id="${id}">${jsonForScript(json)}</script></body>`);
}

/** Where the head's requests start: the app's entry script. What comes before it is asked for first. */
const ENTRY_SCRIPT = '<script type="module"';

/**
 * The dish page's first photo (the card's images start with its main one) asked for with the page, at high priority
 * and ahead of the app's scripts, rather than once the scripts have drawn it: it is the largest thing a phone paints
 * there. Nothing for a dish without one.
 */
function withPhotoPreload(html: string, card: MenuCardDto): string {
  const photo = card.images[0];
  if (!photo) return html;
  const link = `<link rel="preload" as="image" href="${escapeHtml(photo)}" fetchpriority="high">`;
  return html.includes(ENTRY_SCRIPT)
    ? html.replace(ENTRY_SCRIPT, () => `${link}${ENTRY_SCRIPT}`)
    : html.replace('</head>', () => `${link}</head>`);
}

/** The page with its data, or undefined when the menu holds no such dish. */
function pageWith(html: string, data: PageData, menu: CachedMenu): string | undefined {
  if (data.kind === 'menu') return withData(html, MENU_DATA_ID, menu.body);
  const card = menu.cards.find((candidate) => candidate.id === data.id);
  return card ? withData(withPhotoPreload(html, card), DISH_DATA_ID, JSON.stringify(card)) : undefined;
}

/** A menu version can last as little as one order, so its pages are compressed fast rather than tightest. */
const MENU_PAGE_BROTLI_QUALITY = 5;

/**
 * How long a request waits for its page to be drawn with the menu (some 50 ms; 200 ms for the renderer's first page)
 * before it goes with the data alone, the browser then drawing the cards; the page is drawn for the next request anyway.
 */
const DRAW_WAIT_MS = 300;

/**
 * `/menu` and dish pages with the cached menu in them, so the site draws its first cards without an API call, and,
 * with a renderer, with those cards already drawn in the markup, so a phone paints them before any script has run.
 * A page is put together, drawn and compressed once per menu version (the menu's ETag) and kept until the menu
 * changes: the menu cache is dropped on every dish, schedule, stock or review change and rebuilt at the next cutoff,
 * so what a page shows is what GET /menus answers at that moment. While the database is away the cache serves its
 * last menu, which may be old: then the page goes out without data and the site asks the API, as it did before.
 */
export class MenuPages {
  private version?: string;
  private pages = new Map<string, string>();
  private drawings = new Map<string, Promise<string | undefined>>();
  /** The drawings done in this version: a later request takes its page from here, with no wait to set up. */
  private drawnPages = new Map<string, string>();
  private compressed = new CompressedHtml(MENU_PAGE_BROTLI_QUALITY);
  /** Pages without data, which never change while the server runs. */
  private readonly plain = new CompressedHtml();

  constructor(
    private readonly cards: Pick<MenuCardsService, 'menu' | 'cachedMenu'>,
    private readonly renderer?: PageRenderer,
  ) {}

  /** The page for `url` built on `html`, encoded; `html` itself when the path carries no data or none is current. */
  async encode(html: string, url: string, encoding: HtmlEncoding): Promise<string | Buffer> {
    const path = pathOf(url);
    const data = pageDataFor(path);
    const menu = data && (await this.currentMenu());
    if (!data || !menu) return this.plain.encode(html, encoding);
    if (menu.etag !== this.version) {
      this.version = menu.etag;
      this.pages = new Map();
      this.drawings = new Map();
      this.drawnPages = new Map();
      this.compressed = new CompressedHtml(MENU_PAGE_BROTLI_QUALITY);
    }
    const key = data.kind === 'menu' ? 'menu' : `dish ${data.id}`;
    // Only pages of dishes on the menu are kept: any number can be asked for, and a miss must cost no memory.
    const page = this.pages.get(key) ?? pageWith(html, data, menu);
    if (!page) return this.plain.encode(html, encoding);
    this.pages.set(key, page);
    // A query (a dish's ?date=) changes what the page draws: such a page goes with its data alone.
    const drawn = url === path ? await this.drawn(key, path, page) : undefined;
    return this.compressed.encode(drawn ?? page, encoding);
  }

  /**
   * The page drawn with the menu, if it is (or becomes within DRAW_WAIT_MS) ready; one drawing per page and version,
   * asked for again by the next request when the renderer could not draw it.
   */
  private async drawn(key: string, path: string, page: string): Promise<string | undefined> {
    if (!this.renderer) return undefined;
    const done = this.drawnPages.get(key);
    if (done !== undefined) return done;
    let drawing = this.drawings.get(key);
    if (!drawing) {
      const { drawings, drawnPages } = this;
      // The renderer reads the cards from the page, as the browser does.
      const started = this.renderer.render(path, page);
      drawings.set(key, started);
      // Not drawn (the renderer was busy with another page, or failed): the next request asks again.
      void started.then((drawn) => {
        if (drawings.get(key) !== started) return;
        if (drawn === undefined) drawings.delete(key);
        else drawnPages.set(key, drawn);
      });
      drawing = started;
    }
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), DRAW_WAIT_MS)));
    try {
      return await Promise.race([drawing, waited]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async currentMenu(): Promise<CachedMenu | undefined> {
    const cached = this.cards.cachedMenu();
    if (cached) return cached;
    const built = await this.cards.menu().catch(() => undefined);
    // Only a menu the cache holds as current; a fallback served through an outage is not.
    return built && built === this.cards.cachedMenu() ? built : undefined;
  }
}

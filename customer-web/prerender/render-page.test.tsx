import { en } from '../src/i18n/locales/en';
import { dish as dishTexts } from '../src/i18n/sections/dish';
import { home } from '../src/i18n/sections/home';
import { menu as menuTexts } from '../src/i18n/sections/menu';
import { aMenuCard } from '../src/testing/factories';
import { keepPageData } from '../src/lib/catalogue';
import { renderPage } from './render-page';
import { PRERENDERED_ROUTES } from './prerendered-routes';

/** Every emotion class the markup uses that has styles, e.g. hk-1svsvwq (emotion names an empty style hk-0). */
function styledClassesIn(html: string): Set<string> {
  return new Set([...html.matchAll(/class="[^"]*?\b(hk-[\w-]+)/g)].map((match) => match[1]).filter((name) => name !== 'hk-0'));
}

describe('renderPage, the build-time render of a landing page', () => {
  it("draws the landing page's hero heading and the header, signed out, with an empty cart", async () => {
    const { html } = await renderPage('/');
    expect(html).toMatch(new RegExp(`<h1[^>]*id="hero-title"[^>]*>${home.heroTitle}</h1>`));
    expect(html).toContain(`>${en.header.logIn}</a>`);
    expect(html).toContain(`aria-label="${en.header.mainNav}"`);
    expect(html).toContain('aria-label="Cart, 0 items"');
    expect(html).toMatch(/class="MuiBadge-badge[^"]* MuiBadge-invisible /);
  });

  it('inlines the critical styles as <style data-emotion> blocks that define every class the markup uses', async () => {
    const { html, styles } = await renderPage('/');
    expect(styles).toMatch(/^<style data-emotion="hk-global [\w -]+">/);
    expect(styles).toMatch(/<style data-emotion="hk [\w -]+">/);
    expect(styles).toContain('background-color:#fffaf5');
    const used = styledClassesIn(html);
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !styles.includes(`.${name}`))).toEqual([]);
  });

  it("draws the menu's and a dish's shell as their loading state, with no dish data baked in", async () => {
    const menu = await renderPage('/menu');
    expect(menu.html).toContain(`>${menuTexts.title}</h1>`);
    expect(menu.html).toContain(menuTexts.loading);
    const dish = await renderPage('/food/1');
    expect(dish.html).toContain(dishTexts.loading);
    for (const page of [menu, dish]) expect(page.html).not.toMatch(/₹/);
  });

  it("draws the menu's cards and a dish when the server hands it their data", async () => {
    const dosa = aMenuCard({ id: 3, name: 'Masala Dosa', price: 120 });
    try {
      keepPageData({ menu: [dosa], drawn: true });
      const menu = await renderPage('/menu');
      expect(menu.html).toMatch(/<article[^>]*>[\s\S]*Masala Dosa[\s\S]*₹120.00/);
      expect(menu.html).not.toContain(menuTexts.loading);
      // React itself asks for the first card's photo (fetchPriority high) ahead of the cards.
      expect(menu.html).toMatch(/^<link rel="preload" as="image" href="[^"]+" fetchPriority="high"\/>/);
      // The first row of the widest grid is drawn; the browser draws the rest once it holds the page.
      const eight = Array.from({ length: 8 }, (_, index) => aMenuCard({ id: 10 + index, name: `Dish ${index + 1}` }));
      keepPageData({ menu: eight, drawn: true });
      expect((await renderPage('/menu')).html.match(/<article/g)).toHaveLength(3);
      keepPageData({ menu: [dosa], dish: dosa, drawn: true });
      const dish = await renderPage('/food/3');
      expect(dish.html).toMatch(/<h1[^>]*>Masala Dosa<\/h1>/);
    } finally {
      keepPageData({ drawn: false });
      sessionStorage.clear();
    }
  });

  it('prerenders the three pages people land on', () => {
    expect(PRERENDERED_ROUTES.map((route) => route.path)).toEqual(['/', '/menu', '/food/:id']);
  });
});

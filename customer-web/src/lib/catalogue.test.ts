import { aMenuCard } from '../testing/factories';
import {
  adoptPageData,
  cachedMenus,
  DISH_DATA_ID,
  dishFromPage,
  DRAWN_WITH_DATA_ATTRIBUTE,
  drawnWithPageData,
  keepPageData,
  MENU_DATA_ID,
} from './catalogue';

const dal = aMenuCard({ id: 7, name: 'Dal Tadka' });

function pageWith(data: { menu?: unknown; dish?: unknown; drawn: boolean }): void {
  document.body.innerHTML = `<div id="root" ${data.drawn ? DRAWN_WITH_DATA_ATTRIBUTE : ''}></div>`;
  for (const [id, value] of [
    [MENU_DATA_ID, data.menu],
    [DISH_DATA_ID, data.dish],
  ] as const) {
    if (value === undefined) continue;
    const island = document.createElement('script');
    island.type = 'application/json';
    island.id = id;
    island.textContent = JSON.stringify(value);
    document.body.append(island);
  }
}

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  keepPageData({ drawn: false });
});

describe('the data a page comes with', () => {
  it('takes the menu into the session cache and the dish for its page, and removes both from the page', () => {
    pageWith({ menu: { success: true, data: [dal] }, dish: dal, drawn: false });
    adoptPageData();
    expect(cachedMenus()).toEqual([dal]);
    expect(dishFromPage('7')).toEqual(dal);
    expect(dishFromPage('8')).toBeUndefined();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(drawnWithPageData()).toBe(false);
  });

  it('counts the page as drawn with its data only when #root says so and the data came', () => {
    pageWith({ menu: { success: true, data: [dal] }, drawn: true });
    adoptPageData();
    expect(drawnWithPageData()).toBe(true);

    pageWith({ drawn: true });
    adoptPageData();
    expect(drawnWithPageData()).toBe(false);

    sessionStorage.clear();
    pageWith({ menu: { success: false }, drawn: true });
    adoptPageData();
    expect(drawnWithPageData()).toBe(false);
    expect(cachedMenus()).toBeNull();
  });
});

import { zonedTime } from '../../src/common/kitchen-time';
import { createDish, createSchedule } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { createUser } from '../factories/user.factory';
import { waitFor } from '../support/eventually';
import { startTestApp, TestApp } from '../support/test-app';

/** The JSON a page carries in <script type="application/json" id="…">, parsed as the browser parses it. */
function dataIn(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html);
  return match ? JSON.parse(match[1]) : undefined;
}

describe('customer pages carry the current menu', () => {
  let t: TestApp;
  const cookDate = '2031-03-12';
  const cutoff = zonedTime(cookDate, '10:00', 'Asia/Kolkata');

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  afterEach(() => t.clock.reset());

  const page = async (path: string) => (await t.http().get(path).expect(200)).text;
  const menuBody = async () => JSON.parse((await t.http().get('/api/v1/menus').expect(200)).text) as unknown;

  it('puts into /menu what GET /menus answers, and after an order or a passed cutoff the new menu, never the old', async () => {
    const dish = await createDish(t, { name: 'Dal </script><script>alert(1)</script>' });
    const schedule = await createSchedule(t, dish.id, { cookDate, orderCutoffAt: cutoff, availableQty: 5 });
    t.clock.travelTo(new Date(cutoff.getTime() - 60_000));

    const first = await page('/menu');
    expect(first).not.toContain('<script>alert(1)</script>');
    expect(dataIn(first, 'menu-data')).toEqual(await menuBody());

    const { token } = await createUser(t);
    await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 2 }]).expect(201);
    const afterOrder = dataIn(await page('/menu'), 'menu-data') as { data: { id: number; totalAvailableQuantity: number }[] };
    expect(afterOrder.data.find((card) => card.id === dish.id)?.totalAvailableQuantity).toBe(3);
    expect(afterOrder).toEqual(await menuBody());

    t.clock.travelTo(new Date(cutoff.getTime() + 1000));
    const afterCutoff = dataIn(await page('/menu'), 'menu-data') as { data: { id: number; orderable: boolean }[] };
    expect(afterCutoff.data.find((card) => card.id === dish.id)?.orderable).toBe(false);
    expect(afterCutoff).toEqual(await menuBody());
  });

  it("puts a dish's card into its page with its first photo asked for, and nothing into the page of a dish that does not exist", async () => {
    const dish = await createDish(t, { name: 'Rajma Chawal', imageUrl: '/media/dishes/rajma.svg' });
    const card = (await t.http().get(`/api/v1/menus/${dish.id}`).expect(200)).body.data;
    const dishPage = await page(`/food/${dish.id}`);
    expect(dataIn(dishPage, 'dish-data')).toEqual(card);
    expect(dishPage).toContain('<link rel="preload" as="image" href="/media/dishes/rajma.svg" fetchpriority="high">');
    expect(dataIn(await page('/food/987654'), 'dish-data')).toBeUndefined();
    expect(dataIn(await page('/'), 'menu-data')).toBeUndefined();
  });

  /** The page once the site's renderer has drawn it: the first request of a menu version may go before it is drawn. */
  const drawnPage = async (path: string) => {
    const html = await waitFor(
      () => page(path),
      (body) => body.includes('data-drawn-with-data'),
      15_000,
    );
    expect(html).toContain('data-drawn-with-data');
    // Drawn as the browser's production build draws: a development build's labels ('hk-1x2y-MuiButton-root') would give
    // every class another name than the browser's, which would then write all the page's styles again.
    expect(html).not.toMatch(/hk-[a-z0-9]+-Mui/);
    return html;
  };
  /** What #root shows, without the data the page carries for the scripts. */
  const shown = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf('<template id="hk-prerendered-end">'));

  it('draws the cards into /menu with the menu it carries, and after an order the stock left, never the old', async () => {
    const dish = await createDish(t, { name: 'Kadhi Pakora' });
    const schedule = await createSchedule(t, dish.id, { cookDate, orderCutoffAt: cutoff, availableQty: 7 });
    const before = shown(await drawnPage('/menu'));
    expect(before).toMatch(/<article[^>]*>[\s\S]*Kadhi Pakora/);
    expect(before).toContain('Quantity left: 7');

    const { token } = await createUser(t);
    await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 2 }]).expect(201);
    const after = shown(await drawnPage('/menu'));
    expect(after).toContain('Quantity left: 5');
    expect(after).not.toContain('Quantity left: 7');
  });

  it("draws a dish's page with the dish, and leaves a page for a chosen date to the browser", async () => {
    const dish = await createDish(t, { name: 'Baingan Bharta' });
    await createSchedule(t, dish.id, { cookDate, orderCutoffAt: cutoff, availableQty: 4 });
    expect(shown(await drawnPage(`/food/${dish.id}`))).toMatch(/<h1[^>]*>Baingan Bharta<\/h1>/);
    const dated = await page(`/food/${dish.id}?date=${cookDate}`);
    expect(dated).not.toContain('data-drawn-with-data');
    expect(dataIn(dated, 'dish-data')).toEqual((await t.http().get(`/api/v1/menus/${dish.id}`).expect(200)).body.data);
  });
});

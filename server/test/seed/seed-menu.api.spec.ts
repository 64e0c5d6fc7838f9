import { startTestApp, TestApp } from '../support/test-app';

describe('catalogue: the demo seed shows every availability state through GET /menus', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
  });

  afterAll(() => t.close());

  it('has open, sold-out, closed, unscheduled and inactive dishes with the spec texts', async () => {
    const response = await t.http().get('/api/v1/menus').expect(200);
    const byName = new Map<string, { availability: { state: string; message: string }; orderable: boolean }>(
      response.body.data.map((card: { name: string }) => [card.name, card]),
    );
    expect(byName.get('Paneer Butter Masala')).toMatchObject({
      availability: { state: 'AVAILABLE', message: 'Available' },
      orderable: true,
    });
    expect(byName.get('Aloo Paratha')).toMatchObject({ availability: { state: 'AVAILABLE' }, totalAvailableQuantity: 1 });
    expect(byName.get('Kerala Fish Curry')).toMatchObject({
      availability: { state: 'OUT_OF_STOCK', message: 'Out of stock' },
      orderable: false,
    });
    expect(byName.get('Mutton Rogan Josh')).toMatchObject({
      availability: { state: 'ORDER_CLOSED', message: 'Order closed' },
      orderable: false,
    });
    expect(byName.get('Egg Curry')).toMatchObject({ availability: { state: 'NOT_SCHEDULED', message: 'This item is not scheduled yet' } });
    expect(byName.get('Gulab Jamun')).toMatchObject({ availability: { state: 'NOT_AVAILABLE', message: 'Not available' }, active: false });
    const states = new Set(response.body.data.map((card: { availability: { state: string } }) => card.availability.state));
    expect([...states].sort()).toEqual(['AVAILABLE', 'NOT_AVAILABLE', 'NOT_SCHEDULED', 'ORDER_CLOSED', 'OUT_OF_STOCK']);
  });

  it('lists the seeded open schedules as available for ordering', async () => {
    const response = await t.http().get('/api/v1/menu-schedules/available').expect(200);
    const names = response.body.data.map((schedule: { menuName: string }) => schedule.menuName);
    expect(names).toContain('Paneer Butter Masala');
    expect(names).not.toContain('Kerala Fish Curry');
    expect(names).not.toContain('Mutton Rogan Josh');
  });
});

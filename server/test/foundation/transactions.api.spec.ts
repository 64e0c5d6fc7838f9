import { MenuItem } from '../../src/dishes/menu-item.entity';
import { startTestApp, TestApp } from '../support/test-app';

const dish = (name: string): Partial<MenuItem> => ({
  name,
  description: 'test',
  pricePaise: 1000,
  imageUrl: '/x.svg',
  images: [],
  isVeg: true,
  active: true,
  ingredients: null,
});

describe('concurrent transactions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  it('keeps a write made while another transaction is open when that transaction rolls back', async () => {
    const items = t.dataSource.getRepository(MenuItem);
    let releaseFailing!: () => void;
    const failingMayFinish = new Promise<void>((resolve) => (releaseFailing = resolve));
    let failingStarted!: () => void;
    const started = new Promise<void>((resolve) => (failingStarted = resolve));

    const failing = t.dataSource.transaction(async (manager) => {
      await manager.getRepository(MenuItem).save(manager.getRepository(MenuItem).create(dish('Rolled back')));
      failingStarted();
      await failingMayFinish;
      throw new Error('this order failed');
    });
    await started;
    const independent = items.save(items.create(dish('Independent write')));
    const concurrentTransaction = t.dataSource.transaction((manager) =>
      manager.getRepository(MenuItem).save(manager.getRepository(MenuItem).create(dish('Other transaction'))),
    );
    releaseFailing();

    await expect(failing).rejects.toThrow('this order failed');
    await Promise.all([independent, concurrentTransaction]);
    const names = (await items.find()).map((item) => item.name).sort();
    expect(names).toEqual(['Independent write', 'Other transaction']);
  });
});

import { startTestApp, TestApp } from '../support/test-app';

describe('public settings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ KITCHEN_TIMEZONE: 'Europe/London', TAX_LABEL: 'GST', TAX_RATE_PERCENT: '5', PRICES_INCLUDE_TAX: 'true' });
  });

  afterAll(() => t.close());

  it('tells anyone the tax (here from the environment), the cancel window, the currency and the kitchen time zone', async () => {
    const response = await t.http().get('/api/v1/settings').expect(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Settings',
      data: {
        taxRate: 0.05,
        taxLabel: 'GST',
        pricesIncludeTax: true,
        cancelWindowSeconds: 120,
        currency: 'INR',
        timeZone: 'Europe/London',
        onlinePayment: { provider: 'test', checkoutUrl: null },
        legalName: null,
        fssaiNumber: null,
      },
    });
  });
});

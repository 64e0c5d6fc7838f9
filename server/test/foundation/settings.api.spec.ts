import { startTestApp, TestApp } from '../support/test-app';

describe('public settings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ KITCHEN_TIMEZONE: 'Europe/London' });
  });

  afterAll(() => t.close());

  it('tells anyone the tax, the cancel window, the currency and the kitchen time zone', async () => {
    const response = await t.http().get('/api/v1/settings').expect(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Settings',
      data: {
        taxRate: 0.08,
        taxLabel: 'Tax (8%)',
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

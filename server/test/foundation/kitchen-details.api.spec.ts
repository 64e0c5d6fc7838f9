import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const DETAILS = {
  legalName: 'Anjali Rao Home Foods',
  address: '12 MG Road, Bengaluru 560001',
  gstin: '29AAGCB7383J1Z4',
  fssaiNumber: '11223344556677',
};

/** Issue 17 (part): the kitchen's legal details, set in the console, shown in the site footer and on every order e-mail. */
describe("the kitchen's legal details", () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
  });
  afterAll(async () => t?.close());

  const settings = () => t.http().get('/api/v1/admin/kitchen-settings').set(auth(admin)).expect(200);
  const change = (body: Record<string, unknown>) => t.http().put('/api/v1/admin/kitchen-settings').set(auth(admin)).send(body);

  it('refuses a GSTIN whose check character is wrong, a FSSAI number that is not 14 digits and a blank name, changing nothing', async () => {
    const before = (await settings()).body;
    const gstin = await change({ ...DETAILS, gstin: '29AAGCB7383J1Z5' }).expect(400);
    expect(gstin.body.errors).toEqual([
      {
        field: 'gstin',
        message: 'The GSTIN must be 15 characters (state code, PAN, entity number, Z, check character) with a matching check character',
      },
    ]);
    expect((await change({ fssaiNumber: '1122334455667' }).expect(400)).body.message).toBe('The FSSAI licence number must be 14 digits');
    expect((await change({ legalName: '   ' }).expect(400)).body.message).toBe('The legal name cannot be blank (send null to clear it)');
    expect((await settings()).body).toEqual(before);
  });

  it('puts them on /settings for the footer and in the small print of order e-mails; null clears one', async () => {
    const saved = await change(DETAILS).expect(200);
    expect(saved.body).toMatchObject(DETAILS);
    const publicSettings = await t.http().get('/api/v1/settings').expect(200);
    expect(publicSettings.body.data).toMatchObject({ legalName: DETAILS.legalName, fssaiNumber: DETAILS.fssaiNumber });

    const { user, token } = await createUser(t);
    const { schedule } = await createOrderableDish(t);
    const placed = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    const mail = await t.mail.waitFor(user.email, new RegExp(`^Order ${placed.body.data.orderRefId} received$`));
    expect(mail.text).toContain('Anjali Rao Home Foods, 12 MG Road, Bengaluru 560001');
    expect(mail.text).toContain('GSTIN 29AAGCB7383J1Z4');
    expect(mail.text).toContain('FSSAI Lic. No. 11223344556677');
    expect(mail.html).toContain('FSSAI Lic. No. 11223344556677');

    expect((await change({ gstin: null }).expect(200)).body).toMatchObject({ ...DETAILS, gstin: null });
  });
});

describe("the kitchen's legal details from the environment", () => {
  const ENV = {
    KITCHEN_LEGAL_NAME: DETAILS.legalName,
    KITCHEN_ADDRESS: DETAILS.address,
    KITCHEN_GSTIN: DETAILS.gstin,
    KITCHEN_FSSAI_NUMBER: DETAILS.fssaiNumber,
  };

  it('start a kitchen whose console has not set them, and the console changes them', async () => {
    const t = await startTestApp(ENV);
    try {
      const admin = await adminToken(t);
      expect((await t.http().get('/api/v1/admin/kitchen-settings').set(auth(admin)).expect(200)).body).toMatchObject(DETAILS);
      expect((await t.http().get('/api/v1/settings').expect(200)).body.data).toMatchObject({
        legalName: DETAILS.legalName,
        fssaiNumber: DETAILS.fssaiNumber,
      });
      await t
        .http()
        .put('/api/v1/admin/kitchen-settings')
        .set(auth(admin))
        .send({ gstin: null, legalName: 'Rao Kitchens LLP' })
        .expect(200);
      expect((await t.http().get('/api/v1/admin/kitchen-settings').set(auth(admin)).expect(200)).body).toMatchObject({
        ...DETAILS,
        gstin: null,
        legalName: 'Rao Kitchens LLP',
      });
    } finally {
      await t.close();
    }
  });

  it('refuse to start with a GSTIN whose check character is wrong, naming the variable', async () => {
    await expect(startTestApp({ ...ENV, KITCHEN_GSTIN: '29AAGCB7383J1Z5' })).rejects.toThrow(
      /KITCHEN_GSTIN 29AAGCB7383J1Z5 is not a valid GSTIN/,
    );
  });
});

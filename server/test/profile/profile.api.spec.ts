import { User } from '../../src/users/user.entity';
import { createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

describe('profile', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  const read = (token: string) => t.http().get('/api/v1/users/profile').set('Authorization', `Bearer ${token}`);
  const change = (token: string, body: Record<string, unknown>) =>
    t.http().put('/api/v1/users/profile').set('Authorization', `Bearer ${token}`).send(body);

  it('reads only the caller’s own profile, never the password hash or token version', async () => {
    const { user, token } = await createUser(t, { name: 'Meera Iyer', phone: '919811112222' });
    const response = await read(token).expect(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Profile loaded',
      data: { id: user.id, name: 'Meera Iyer', email: user.email, phone: '919811112222', role: 'CUSTOMER', avatar: null, language: 'en' },
    });
  });

  it('needs a token', async () => {
    await t.http().get('/api/v1/users/profile').expect(401);
    await t.http().put('/api/v1/users/profile').send({ name: 'X' }).expect(401);
  });

  it('changes only the fields sent, normalising the phone', async () => {
    const { user, token } = await createUser(t, { name: 'Meera Iyer', phone: '919811112222' });
    const named = await change(token, { name: '  Meera S. Iyer ' }).expect(200);
    expect(named.body.data).toMatchObject({ name: 'Meera S. Iyer', phone: '919811112222' });
    const phoned = await change(token, { phone: '(981) 234-5678' }).expect(200);
    expect(phoned.body.data).toMatchObject({ name: 'Meera S. Iyer', phone: '919812345678' });
    const stored = await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    expect({ name: stored.name, phone: stored.phone }).toEqual({ name: 'Meera S. Iyer', phone: '919812345678' });
  });

  it.each([
    [{ role: 'ADMIN' }, 'role'],
    [{ email: 'other@example.test' }, 'email'],
    [{ name: 'Ok Name', avatar: '/uploads/x.png' }, 'avatar'],
  ])('rejects %j with 400 and changes nothing', async (body, field) => {
    const { user, token } = await createUser(t);
    const response = await change(token, body).expect(400);
    expect(response.body.errors).toEqual([{ field, message: `property ${field} should not exist` }]);
    const stored = await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    expect({ name: stored.name, email: stored.email, role: stored.role, avatar: stored.avatar }).toEqual({
      name: user.name,
      email: user.email,
      role: 'CUSTOMER',
      avatar: null,
    });
  });

  it.each([
    ['name', 'Name is required', { name: '   ' }],
    ['name', 'Name must be at most 100 characters', { name: 'x'.repeat(101) }],
    ['phone', 'Enter a valid phone number', { phone: '12345' }],
    ['phone', 'Phone number is required', { phone: '' }],
  ])('rejects a bad %s with “%s”', async (field, message, body) => {
    const { token } = await createUser(t);
    const response = await change(token, body).expect(400);
    expect(response.body).toEqual({ success: false, code: 'VALIDATION_FAILED', message, errors: [{ field, message }] });
  });

  it('saves the language the customer chooses, and keeps it until changed', async () => {
    const { user, token } = await createUser(t);
    const switched = await change(token, { language: 'hi' }).expect(200);
    expect(switched.body.data).toMatchObject({ language: 'hi', name: user.name });
    expect((await read(token).expect(200)).body.data.language).toBe('hi');
    await change(token, { name: 'Meera Iyer' }).expect(200);
    expect((await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).language).toBe('hi');
    await change(token, { language: 'en' }).expect(200);
    expect((await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).language).toBe('en');
  });

  it.each([['fr'], ['HI'], [''], [null], [1]])(
    'rejects the language %j with 400 naming the choices, and changes nothing',
    async (language) => {
      const { user, token } = await createUser(t, { language: 'hi' });
      const response = await change(token, { language }).expect(400);
      const message = "Language must be 'en' (English) or 'hi' (Hindi)";
      expect(response.body).toEqual({ success: false, code: 'VALIDATION_FAILED', message, errors: [{ field: 'language', message }] });
      expect((await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).language).toBe('hi');
    },
  );
});

import { existsSync, readdirSync, readFileSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { OrphanUploadsJob } from '../../src/dishes/uploads/orphan-uploads.job';
import { createDish } from '../factories/menu.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bearer } from '../factories/catalogue-helpers';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest of a png')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('rest of a jpeg')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x20, 0, 0, 0]), Buffer.from('WEBPVP8 data')]);

describe('catalogue: dish image uploads', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = bearer(await adminToken(t));
  });

  afterAll(() => t.close());

  const stored = () => (existsSync(t.config.uploadsDir) ? readdirSync(t.config.uploadsDir) : []);

  it.each([
    ['PNG', PNG, 'png', 'photo.png'],
    ['JPEG', JPEG, 'jpg', 'photo.jpeg'],
    ['WebP', WEBP, 'webp', 'photo.webp'],
  ])('stores a %s under a random name and serves it from /uploads/', async (_kind, bytes, extension, filename) => {
    const response = await t.http().post('/api/v1/admin/uploads').set(admin).attach('file', bytes, filename).expect(201);
    expect(response.body.url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${extension}$`));
    const name = response.body.url.slice('/uploads/'.length);
    expect(readFileSync(join(t.config.uploadsDir, name))).toEqual(bytes);
    const served = await t
      .http()
      .get(response.body.url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(served.body).toEqual(bytes);
  });

  it('checks the content, not the name: an SVG called .png is refused', async () => {
    const before = stored();
    const response = await t
      .http()
      .post('/api/v1/admin/uploads')
      .set(admin)
      .attach('file', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'evil.png')
      .expect(400);
    expect(response.body).toEqual({ success: false, code: 'UPLOAD_NOT_AN_IMAGE', message: 'The file is not a PNG, JPEG or WebP image' });
    expect(stored()).toEqual(before);
  });

  it('refuses a file over 2 MB, naming the limit', async () => {
    const before = stored();
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await t.http().post('/api/v1/admin/uploads').set(admin).attach('file', big, 'big.png').expect(400);
    expect(response.body.message).toBe('The image is larger than 2 MB');
    expect(stored()).toEqual(before);
  });

  it('refuses a wrong field, an empty file, no file and a JSON body, each with its own message', async () => {
    const before = stored();
    const wrongField = await t.http().post('/api/v1/admin/uploads').set(admin).attach('image', PNG, 'a.png').expect(400);
    expect(wrongField.body.message).toBe('The image must be sent in a field named "file", not "image"');
    const empty = await t.http().post('/api/v1/admin/uploads').set(admin).attach('file', Buffer.alloc(0), 'a.png').expect(400);
    expect(empty.body.message).toBe('The file is empty');
    const noFile = await t.http().post('/api/v1/admin/uploads').set(admin).field('note', 'hello').expect(400);
    expect(noFile.body.message).toMatch(/No file was sent/);
    const json = await t.http().post('/api/v1/admin/uploads').set(admin).send({ file: 'x' }).expect(400);
    expect(json.body.message).toMatch(/multipart\/form-data/);
    expect(stored()).toEqual(before);
  });

  it('sweeps day-old uploads that no dish or avatar uses, keeping used and fresh ones', async () => {
    const upload = async () =>
      (await t.http().post('/api/v1/admin/uploads').set(admin).attach('file', PNG, 'a.png').expect(201)).body.url as string;
    const [orphan, onDish, inGallery, asAvatar, fresh] = [await upload(), await upload(), await upload(), await upload(), await upload()];
    await createDish(t, { imageUrl: onDish, images: [inGallery] });
    await createUser(t, { avatar: asAvatar });
    const dayAndAHourAgo = new Date(Date.now() - 25 * 3600 * 1000);
    for (const url of [orphan, onDish, inGallery, asAvatar])
      utimesSync(join(t.config.uploadsDir, url.slice(9)), dayAndAHourAgo, dayAndAHourAgo);
    await t.app.get(OrphanUploadsJob).sweep();
    const left = stored();
    expect(left).not.toContain(orphan.slice(9));
    for (const url of [onDish, inGallery, asAvatar, fresh]) expect(left).toContain(url.slice(9));
  });
});

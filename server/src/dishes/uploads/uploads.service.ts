import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { MenuItemsService } from '../menu-items.service';
import { detectImageKind } from './image-type';
import { dishError } from '../dish.exception';

export const UPLOAD_FIELD = 'file';
/**
 * The multipart plugin enforces the size (MAX_UPLOAD_BYTES in app.setup.ts, also 2 MB); this only
 * names it in the message. Not imported from there: app.setup imports the whole application.
 */
const UPLOAD_LIMIT_MB = 2;
/** Uploads younger than this are kept even when unused: the admin may still be filling in the dish form. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

/** Dish images: checked by content, stored under the data folder with a random name, served from /uploads/. */
@Injectable()
export class UploadsService {
  constructor(
    private readonly config: AppConfig,
    private readonly menuItems: MenuItemsService,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async saveImage(request: FastifyRequest): Promise<{ url: string }> {
    if (!request.isMultipart()) {
      throw dishError('UPLOAD_NOT_MULTIPART', UPLOAD_FIELD);
    }
    const part = await request.file().catch(() => undefined);
    if (!part) throw dishError('UPLOAD_MISSING', UPLOAD_FIELD);
    if (part.fieldname !== UPLOAD_FIELD) {
      part.file.resume();
      throw dishError('UPLOAD_WRONG_FIELD', UPLOAD_FIELD, part.fieldname);
    }
    const bytes = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        throw dishError('UPLOAD_TOO_LARGE', UPLOAD_LIMIT_MB);
      }
      throw error;
    });
    if (bytes.length === 0) throw dishError('UPLOAD_EMPTY');
    const kind = detectImageKind(bytes);
    if (!kind) throw dishError('UPLOAD_NOT_AN_IMAGE');
    const name = `${randomUUID().replace(/-/g, '')}.${kind.extension}`;
    await writeFile(join(this.config.uploadsDir, name), bytes, { flag: 'wx' });
    return { url: `/uploads/${name}` };
  }

  /** Deletes stored images older than the grace period that no dish and no profile avatar names. */
  async removeOrphans(): Promise<string[]> {
    const inUse = await this.referencedNames();
    const oldest = this.clock.now().getTime() - ORPHAN_GRACE_MS;
    const removed: string[] = [];
    for (const name of await readdir(this.config.uploadsDir)) {
      if (!STORED_NAME.test(name) || inUse.has(name)) continue;
      const path = join(this.config.uploadsDir, name);
      if ((await stat(path)).mtimeMs >= oldest) continue;
      await unlink(path);
      removed.push(name);
    }
    return removed;
  }

  private async referencedNames(): Promise<Set<string>> {
    const urls = (await this.menuItems.findAll()).flatMap((item) => [item.imageUrl, ...(item.images ?? [])]);
    const avatars = await this.dataSource
      .createQueryBuilder()
      .select('users.avatar', 'avatar')
      .from('users', 'users')
      .where('users.avatar IS NOT NULL')
      .getRawMany<{ avatar: string }>();
    const names = [...urls, ...avatars.map((row) => row.avatar)]
      .filter((url) => url.startsWith('/uploads/'))
      .map((url) => url.slice('/uploads/'.length).split(/[?#]/)[0]);
    return new Set(names);
  }
}

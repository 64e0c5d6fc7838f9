import { BadRequestException, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES } from '../../app.setup';
import { AppConfig } from '../../config/app-config';
import { detectImageKind } from './image-type';

export const UPLOAD_FIELD = 'file';

/** Dish images: checked by content, stored under the data folder with a random name, served from /uploads/. */
@Injectable()
export class UploadsService {
  constructor(private readonly config: AppConfig) {}

  async saveImage(request: FastifyRequest): Promise<{ url: string }> {
    if (!request.isMultipart()) {
      throw new BadRequestException(`Send the image as multipart/form-data in a field named "${UPLOAD_FIELD}"`);
    }
    const part = await request.file().catch(() => undefined);
    if (!part) throw new BadRequestException(`No file was sent; attach the image in a field named "${UPLOAD_FIELD}"`);
    if (part.fieldname !== UPLOAD_FIELD) {
      part.file.resume();
      throw new BadRequestException(`The image must be sent in a field named "${UPLOAD_FIELD}", not "${part.fieldname}"`);
    }
    const bytes = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new BadRequestException(`The image is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`);
      }
      throw error;
    });
    if (bytes.length === 0) throw new BadRequestException('The file is empty');
    const kind = detectImageKind(bytes);
    if (!kind) throw new BadRequestException('The file is not a PNG, JPEG or WebP image');
    const name = `${randomUUID().replace(/-/g, '')}.${kind.extension}`;
    await writeFile(join(this.config.uploadsDir, name), bytes, { flag: 'wx' });
    return { url: `/uploads/${name}` };
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { AppConfig } from '../config/app-config';
import type { Invoice } from './invoice';

/**
 * Bump when what invoice-pdf.ts draws changes: files rendered with the old layout live in the old folder and are no
 * longer served (that folder can then be deleted).
 */
export const INVOICE_LAYOUT_VERSION = 2;

/**
 * Rendered invoice PDFs on disk, in the data folder, so a second download costs a file read instead of a second of
 * CPU. An invoice's number never changes, but what it prints can: the cancellation mark, the payment status and the
 * seller's details (read from the kitchen's settings as they are now). So a file is named by the invoice number and a
 * hash of everything the PDF prints (the whole Invoice): any change gives a new name, and a stale file is never served.
 */
@Injectable()
export class InvoicePdfCache {
  private readonly logger = new Logger('InvoicePdfCache');
  private readonly root: string;

  constructor(config: AppConfig) {
    this.root = join(config.dataDir, 'invoice-pdfs', `layout-${INVOICE_LAYOUT_VERSION}`);
  }

  /** The file that holds exactly this invoice as a PDF: a folder per invoice number, a name per version of it. */
  fileOf(invoice: Invoice): string {
    const fingerprint = createHash('sha256').update(JSON.stringify(invoice)).digest('hex').slice(0, 32);
    return join(this.root, invoice.number.replace(/[^A-Za-z0-9-]/g, '-'), `${fingerprint}.pdf`);
  }

  /** The cached PDF, or undefined when there is none (or it cannot be read: the caller renders it again). */
  async read(file: string): Promise<Buffer | undefined> {
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        this.logger.warn(`Cannot read the cached invoice ${file}: ${(error as Error).message}`);
      return undefined;
    }
  }

  /**
   * Keeps a rendered PDF. Written under a name of its own and renamed into place, so another instance sharing the
   * disk reads either nothing or the whole file; two instances rendering the same version write the same content.
   * Earlier versions of the invoice are removed. A failure only costs a later render: the download is answered anyway.
   */
  async write(file: string, pdf: Buffer): Promise<void> {
    const folder = dirname(file);
    const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(folder, { recursive: true });
      await writeFile(temporary, pdf);
      await rename(temporary, file);
      await this.removeOtherVersions(folder, basename(file));
    } catch (error) {
      this.logger.warn(`Cannot keep the invoice PDF ${file}: ${(error as Error).message}`);
      await unlink(temporary).catch(() => undefined);
    }
  }

  private async removeOtherVersions(folder: string, current: string): Promise<void> {
    const stale = (await readdir(folder)).filter((name) => name.endsWith('.pdf') && name !== current);
    // Another instance may remove the same file first.
    await Promise.all(stale.map((name) => unlink(join(folder, name)).catch(() => undefined)));
  }
}

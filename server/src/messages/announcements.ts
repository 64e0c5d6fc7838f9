import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../database/database-errors';
import { WriteTransactions } from '../database/write-transactions';
import { Announcement, MessagesService } from './messages.service';

/** How often a batch is written again after another pass told some of its customers first (each time leaves them out). */
export const ANNOUNCE_ATTEMPTS = 3;

/**
 * Announcements that are their own business, not part of another change (reminders, tiffin notices): each call in one
 * transaction of its own, sent on as soon as it commits.
 */
@Injectable()
export class Announcements {
  constructor(
    private readonly messages: MessagesService,
    private readonly transactions: WriteTransactions,
  ) {}

  /**
   * Tells `userIds` not yet told; answers how many were told now. Two passes at once (a lease that ran out under a slow
   * pass, or after a crash) may both find a customer untold: the receipt's unique index lets one write, the other's
   * transaction rolls back whole and is written again, now leaving out whoever the first told.
   */
  async tell(announcement: Announcement, userIds: number[]): Promise<number> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const told = await this.transactions.transaction((manager) => this.messages.announceWithin(manager, announcement, userIds));
        if (told.length > 0) this.messages.sendSoon();
        return told.length;
      } catch (error) {
        if (!isUniqueViolation(error, 'message_receipts') || attempt >= ANNOUNCE_ATTEMPTS) throw error;
      }
    }
  }
}

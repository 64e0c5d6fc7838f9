import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { DEFAULT_AUTO_REPLY } from './whatsapp-replies';
import { WhatsAppSettingsRow } from './whatsapp-settings.entity';

const ROW_ID = 1;

/** The kitchen's auto-reply: what a customer who writes anything else hears back (empty: nothing). */
@Injectable()
export class WhatsAppSettingsService {
  constructor(
    @InjectRepository(WhatsAppSettingsRow) private readonly settings: Repository<WhatsAppSettingsRow>,
    private readonly clock: Clock,
  ) {}

  async autoReply(): Promise<string> {
    return (await this.settings.findOneBy({ id: ROW_ID }))?.autoReply ?? DEFAULT_AUTO_REPLY;
  }

  async setAutoReply(autoReply: string): Promise<string> {
    await this.settings.upsert({ id: ROW_ID, autoReply, updatedAt: this.clock.now() }, { conflictPaths: ['id'] });
    return autoReply;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { KitchenSetting } from './kitchen-setting.entity';
import { KitchenSettingsDto, UpdateKitchenSettingsDto } from './kitchen-settings.dto';

const DEFAULTS: KitchenSettingsDto = {
  defaultSlotMinutes: 15,
  defaultMaxOrdersPerSlot: null,
  legalName: null,
  address: null,
  gstin: null,
  fssaiNumber: null,
};

/** Reads and writes the kitchen's settings; a setting never written reads as its default. */
@Injectable()
export class KitchenSettingsService {
  constructor(@InjectRepository(KitchenSetting) private readonly settings: Repository<KitchenSetting>) {}

  async read(): Promise<KitchenSettingsDto> {
    const rows = await this.settings.find();
    const stored = Object.fromEntries(rows.map((row) => [row.name, JSON.parse(row.value) as unknown]));
    return { ...DEFAULTS, ...pick(stored) };
  }

  async update(changes: UpdateKitchenSettingsDto): Promise<KitchenSettingsDto> {
    const entries = Object.entries(changes).filter(([name, value]) => name in DEFAULTS && value !== undefined);
    if (entries.length > 0) await this.settings.upsert(entries.map(([name, value]) => ({ name, value: JSON.stringify(value) })), ['name']);
    return this.read();
  }
}

function pick(stored: Record<string, unknown>): Partial<KitchenSettingsDto> {
  return Object.fromEntries(Object.entries(stored).filter(([name]) => name in DEFAULTS)) as Partial<KitchenSettingsDto>;
}

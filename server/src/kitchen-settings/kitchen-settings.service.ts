import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import type { TaxPolicy } from '../common/tax';
import { AppConfig } from '../config/app-config';
import { KitchenSetting } from './kitchen-setting.entity';
import { KitchenSettingsDto, UpdateKitchenSettingsDto } from './kitchen-settings.dto';

/** How long a read of the settings is reused (orders read the tax policy); this instance's own changes show at once. */
const READ_CACHE_MS = 5000;

/** Reads and writes the kitchen's settings; a setting never written reads as its default (the seller's and the tax's from the environment). */
@Injectable()
export class KitchenSettingsService {
  private readonly defaults: KitchenSettingsDto;
  private cached?: { settings: Promise<KitchenSettingsDto>; until: number };

  constructor(
    @InjectRepository(KitchenSetting) private readonly settings: Repository<KitchenSetting>,
    config: AppConfig,
    private readonly clock: Clock,
  ) {
    const tax = config.taxDefaults;
    const seller = config.sellerDefaults;
    this.defaults = {
      defaultSlotMinutes: 15,
      defaultMaxOrdersPerSlot: null,
      ...seller,
      taxLabel: tax.label,
      taxRatePercent: tax.ratePercent,
      pricesIncludeTax: tax.pricesIncludeTax,
      tiffinCancelCredit: 'REFUND',
    };
  }

  read(): Promise<KitchenSettingsDto> {
    const now = this.clock.now().getTime();
    if (!this.cached || this.cached.until <= now) {
      const settings = this.readStored();
      this.cached = { settings, until: now + READ_CACHE_MS };
      settings.catch(() => (this.cached = undefined));
    }
    return this.cached.settings;
  }

  /** The tax new orders are charged. */
  async taxPolicy(): Promise<TaxPolicy> {
    const { taxLabel, taxRatePercent, pricesIncludeTax } = await this.read();
    return { label: taxLabel, ratePercent: taxRatePercent, pricesIncludeTax };
  }

  async update(changes: UpdateKitchenSettingsDto): Promise<KitchenSettingsDto> {
    const entries = Object.entries(changes).filter(([name, value]) => name in this.defaults && value !== undefined);
    if (entries.length > 0)
      await this.settings.upsert(
        entries.map(([name, value]) => ({ name, value: JSON.stringify(value) })),
        ['name'],
      );
    this.cached = undefined;
    return this.read();
  }

  private async readStored(): Promise<KitchenSettingsDto> {
    const rows = await this.settings.find();
    const stored = Object.fromEntries(
      rows.filter((row) => row.name in this.defaults).map((row) => [row.name, JSON.parse(row.value) as unknown]),
    );
    return { ...this.defaults, ...(stored as Partial<KitchenSettingsDto>) };
  }
}

import { Controller, Get, Optional, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../common/api-envelope';
import { CURRENCY } from '../common/money';
import { ResponseMessage } from '../common/response-decorators';
import { AppConfig } from '../config/app-config';
import { PaymentGateway } from '../payment-gateway/payment-gateway';
import { CANCEL_WINDOW_SECONDS } from '../orders/order-rules';
import { SettingsDto } from './settings.dto';
import { KitchenSettingsService } from '../kitchen-settings/kitchen-settings.service';

@ApiTags('Settings')
@Controller('settings')
export class SettingsController {
  constructor(
    private readonly config: AppConfig,
    @Optional() @Inject(PaymentGateway) private readonly gateway: PaymentGateway | null,
    private readonly kitchen: KitchenSettingsService,
  ) {}

  @Get()
  @ResponseMessage('Settings')
  @ApiOperation({ summary: 'The rule values the web apps need (tax, cancel window, currency, kitchen time zone, online payment); public' })
  @ApiEnvelope(SettingsDto)
  async settings(): Promise<SettingsDto> {
    const { legalName, fssaiNumber, taxLabel, taxRatePercent, pricesIncludeTax } = await this.kitchen.read();
    return {
      taxRate: taxRatePercent / 100,
      taxLabel,
      pricesIncludeTax,
      cancelWindowSeconds: CANCEL_WINDOW_SECONDS,
      currency: CURRENCY,
      timeZone: this.config.kitchenTimeZone,
      onlinePayment: this.gateway ? { provider: this.gateway.provider, checkoutUrl: this.gateway.checkoutUrl } : null,
      legalName,
      fssaiNumber,
    };
  }
}

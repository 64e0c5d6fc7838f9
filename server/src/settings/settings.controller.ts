import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../common/api-envelope';
import { CURRENCY, TAX_LABEL, TAX_RATE } from '../common/money';
import { ResponseMessage } from '../common/response-decorators';
import { AppConfig } from '../config/app-config';
import { CANCEL_WINDOW_SECONDS } from '../orders/order-rules';
import { SettingsDto } from './settings.dto';

@ApiTags('Settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly config: AppConfig) {}

  @Get()
  @ResponseMessage('Settings')
  @ApiOperation({ summary: 'The rule values the web apps need (tax, cancel window, currency, kitchen time zone); public' })
  @ApiEnvelope(SettingsDto)
  settings(): SettingsDto {
    return {
      taxRate: TAX_RATE,
      taxLabel: TAX_LABEL,
      cancelWindowSeconds: CANCEL_WINDOW_SECONDS,
      currency: CURRENCY,
      timeZone: this.config.kitchenTimeZone,
    };
  }
}

import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/auth.decorators';
import { ApiFailure } from '../common/api-envelope';
import { COMMON_ERRORS } from '../common/common.exception';
import { PlainResponse } from '../common/response-decorators';
import { KitchenSettingsDto, UpdateKitchenSettingsDto } from './kitchen-settings.dto';
import { KitchenSettingsService } from './kitchen-settings.service';

@ApiTags('admin')
@AdminOnly('settings')
@Controller('admin/kitchen-settings')
export class AdminKitchenSettingsController {
  constructor(private readonly settings: KitchenSettingsService) {}

  @Get()
  @PlainResponse()
  @ApiOperation({ summary: "The kitchen's settings (pickup slot defaults)" })
  @ApiOkResponse({ type: KitchenSettingsDto })
  read(): Promise<KitchenSettingsDto> {
    return this.settings.read();
  }

  @Put()
  @PlainResponse()
  @ApiOperation({ summary: 'Changes any of the settings; the others stay' })
  @ApiOkResponse({ type: KitchenSettingsDto })
  @ApiFailure(COMMON_ERRORS, 'VALIDATION_FAILED', 'The slot length must be one of 10, 15, 20, 30, 60 minutes')
  update(@Body() body: UpdateKitchenSettingsDto): Promise<KitchenSettingsDto> {
    return this.settings.update(body);
  }
}

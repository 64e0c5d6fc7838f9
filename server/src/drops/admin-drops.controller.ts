import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/auth.decorators';
import { ApiFailure } from '../common/api-envelope';
import { PlainResponse } from '../common/response-decorators';
import { DropCopyService } from './drop-copy.service';
import { DROP_ERRORS } from './drop.exception';
import { CopiedDropDto, CopyDropDto } from './dto/copy-drop.dto';

@ApiTags('Admin: menu schedules')
@Controller('admin/drops')
@AdminOnly('menu')
@PlainResponse()
export class AdminDropsController {
  constructor(private readonly drops: DropCopyService) {}

  @Post('copy')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Copies a cook date's dishes to another date, every time moved by the same number of days, with the portions each started with, its limit per customer and the date's own slot plan; dishes the schedule rules refuse are listed in skipped",
  })
  @ApiOkResponse({ type: CopiedDropDto })
  @ApiFailure(DROP_ERRORS, 'DROP_SAME_DAY')
  @ApiFailure(DROP_ERRORS, 'DROP_EMPTY', 'No dishes are scheduled on 24 Nov 2026, so there is nothing to copy.')
  copy(@Body() body: CopyDropDto): Promise<CopiedDropDto> {
    return this.drops.copy(body);
  }
}

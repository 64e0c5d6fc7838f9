import { Body, Controller, Delete, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../auth/auth.decorators';
import { ApiFailure } from '../common/api-envelope';
import { COMMON_ERRORS } from '../common/common.exception';
import { PlainResponse } from '../common/response-decorators';
import { parseListQuery, RawListQuery, setContentRange } from '../common/simple-rest';
import { CookDatePipe } from './cook-date.pipe';
import { PickupPlanDto, SetPickupPlanDto } from './dto/pickup-plan.dto';
import { PICKUP_SLOT_ERRORS } from './pickup-slot.exception';
import { PickupSlotsService } from './pickup-slots.service';

@ApiTags('admin')
@Controller('admin/pickup-plans')
@AdminOnly('menu')
@PlainResponse()
export class AdminPickupPlansController {
  constructor(private readonly slots: PickupSlotsService) {}

  @Get()
  @ApiOperation({ summary: 'Cook dates with their own pickup slot plan, newest first (react-admin list; the id is the cook date)' })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiOkResponse({ description: 'Header Content-Range: pickup-plans 0-0/1', type: [PickupPlanDto] })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<PickupPlanDto[]> {
    const query = parseListQuery(raw, ['id', 'cookDate'], ['cookDate', 'DESC']);
    const all = await this.slots.listPlans();
    const page = all.slice(query.skip, query.skip + query.take);
    setContentRange(reply, 'pickup-plans', query, page.length, all.length);
    return page;
  }

  @Get(':cookDate')
  @ApiParam({ name: 'cookDate', example: '2026-11-24' })
  @ApiOperation({ summary: "One cook date's pickup slot plan" })
  @ApiOkResponse({ type: PickupPlanDto })
  @ApiFailure(PICKUP_SLOT_ERRORS, 'PICKUP_PLAN_NOT_FOUND', 'No pickup slots are set for 24 Nov 2026.')
  get(@Param('cookDate', CookDatePipe) cookDate: string): Promise<PickupPlanDto> {
    return this.slots.findPlanOrThrow(cookDate);
  }

  @Put(':cookDate')
  @ApiParam({ name: 'cookDate', example: '2026-11-24' })
  @ApiOperation({ summary: "Sets the cook date's slot length and most orders per slot (creating the plan when there is none)" })
  @ApiOkResponse({ type: PickupPlanDto })
  @ApiFailure(COMMON_ERRORS, 'VALIDATION_FAILED', 'The slot length must be one of 10, 15, 20, 30, 60 minutes')
  set(@Param('cookDate', CookDatePipe) cookDate: string, @Body() body: SetPickupPlanDto): Promise<PickupPlanDto> {
    return this.slots.setPlan(cookDate, body);
  }

  @Delete(':cookDate')
  @ApiParam({ name: 'cookDate', example: '2026-11-24' })
  @ApiOperation({ summary: "Removes the cook date's own plan (the kitchen's defaults apply again); orders keep their slots" })
  @ApiOkResponse({ type: PickupPlanDto })
  @ApiFailure(PICKUP_SLOT_ERRORS, 'PICKUP_PLAN_NOT_FOUND', 'No pickup slots are set for 24 Nov 2026.')
  remove(@Param('cookDate', CookDatePipe) cookDate: string): Promise<PickupPlanDto> {
    return this.slots.removePlan(cookDate);
  }
}

import { Body, Controller, Get, Param, Post, Put, Query, HttpStatus } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/auth.decorators';
import { ResponseMessage } from '../common/response-decorators';
import { IdPipe } from '../common/id.pipe';
import { CreateScheduleDto, ScheduleQuantityQueryDto, ScheduleStatusQueryDto } from './dto/schedule-input.dto';
import { ScheduleDto } from './dto/schedule-output.dto';
import { mapSchedule } from './schedule.mapper';
import { SCHEDULE_NOT_FOUND, SchedulesService } from './schedules.service';
import { scheduleNotFound } from './schedule.exception';
import { ApiEnvelope } from '../common/api-envelope';

@ApiTags('Menu schedules')
@Controller('menu-schedules')
export class MenuSchedulesController {
  constructor(private readonly schedules: SchedulesService) {}

  @Get('available')
  @ResponseMessage('Available schedules fetched successfully')
  @ApiOperation({ summary: 'Schedules open for orders now: PUBLISHED, cutoff ahead, portions left, dish active' })
  @ApiEnvelope([ScheduleDto])
  async available(): Promise<ScheduleDto[]> {
    return (await this.schedules.findOrderable()).map((schedule) => mapSchedule(schedule, schedule.menuItem.name));
  }

  @Post()
  @AdminOnly('menu')
  @ResponseMessage('Menu scheduled!')
  @ApiOperation({ summary: 'Schedule a dish for a cook date (admin; same as POST /admin/menu-schedules)' })
  @ApiEnvelope(ScheduleDto, { status: HttpStatus.CREATED })
  @ApiBadRequestResponse({ description: 'The schedule form is invalid; message names the field' })
  @ApiConflictResponse({
    description: 'The dish already has a schedule with cook date today or later',
    schema: {
      example: { success: false, message: 'This item is already scheduled until 24 Nov 2026. Please try again after it expires.' },
    },
  })
  async create(@Body() input: CreateScheduleDto): Promise<ScheduleDto> {
    const schedule = await this.schedules.create(input);
    return mapSchedule(schedule, schedule.menuItem.name);
  }

  @Put(':id/quantity')
  @AdminOnly('menu')
  @ResponseMessage('Schedule updated!')
  @ApiOperation({ summary: 'Set the portions left (admin)' })
  @ApiEnvelope(ScheduleDto)
  @ApiNotFoundResponse({ description: SCHEDULE_NOT_FOUND })
  async setQuantity(@Param('id', new IdPipe(scheduleNotFound)) id: number, @Query() query: ScheduleQuantityQueryDto): Promise<ScheduleDto> {
    const schedule = await this.schedules.setQuantity(id, query.quantity);
    return mapSchedule(schedule, schedule.menuItem.name);
  }

  @Put(':id/status')
  @AdminOnly('menu')
  @ResponseMessage('Schedule updated!')
  @ApiOperation({ summary: 'Set the status: PUBLISHED, DRAFT or CANCELLED (admin)' })
  @ApiEnvelope(ScheduleDto)
  @ApiNotFoundResponse({ description: SCHEDULE_NOT_FOUND })
  async setStatus(@Param('id', new IdPipe(scheduleNotFound)) id: number, @Query() query: ScheduleStatusQueryDto): Promise<ScheduleDto> {
    const schedule = await this.schedules.setStatus(id, query.status);
    return mapSchedule(schedule, schedule.menuItem.name);
  }
}

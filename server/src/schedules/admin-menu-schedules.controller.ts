import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../auth/auth.decorators';
import { PlainResponse } from '../common/response-decorators';
import { parseListQuery, RawListQuery, setContentRange } from '../common/simple-rest';
import { ApiListQuery } from '../common/api-list-query.decorator';
import { IdPipe } from '../common/id.pipe';
import { CreateScheduleDto, UpdateScheduleDto } from './dto/schedule-input.dto';
import { AdminScheduleDto } from './dto/schedule-output.dto';
import { mapAdminSchedule } from './schedule.mapper';
import { SCHEDULE_NOT_FOUND, SCHEDULE_SORT_FIELDS, SchedulesService } from './schedules.service';
import { SCHEDULE_ERRORS, scheduleNotFound } from './schedule.exception';
import { ApiFailure } from '../common/api-envelope';

const ALREADY_SCHEDULED_EXAMPLE = {
  success: false,
  message: 'This item is already scheduled until 24 Nov 2026. Please try again after it expires.',
};

/** react-admin's `menu-schedules` resource (simple REST, plain JSON). */
@ApiTags('Admin: menu schedules')
@Controller('admin/menu-schedules')
@AdminOnly('menu')
@PlainResponse()
export class AdminMenuSchedulesController {
  constructor(private readonly schedules: SchedulesService) {}

  @Get()
  @ApiOperation({
    summary: 'List schedules',
    description:
      'Filters: q (dish name), menuId, id, status, date = today | upcoming (after today) | all, in the kitchen time zone. ' +
      'Without date, schedules whose cook date has passed are hidden.',
  })
  @ApiListQuery('menu-schedules', AdminScheduleDto, SCHEDULE_SORT_FIELDS, '{"date":"upcoming","q":"dal"}')
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminScheduleDto[]> {
    const query = parseListQuery(raw, SCHEDULE_SORT_FIELDS, ['cookDate', 'ASC']);
    const { rows, total } = await this.schedules.list(query);
    setContentRange(reply, 'menu-schedules', query, rows.length, total);
    return rows.map((schedule) => mapAdminSchedule(schedule, schedule.menuItem.name));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One schedule' })
  @ApiOkResponse({ type: AdminScheduleDto })
  @ApiNotFoundResponse({ description: SCHEDULE_NOT_FOUND })
  async get(@Param('id', new IdPipe(scheduleNotFound)) id: number): Promise<AdminScheduleDto> {
    const schedule = await this.schedules.findScheduleOrThrow(id);
    return mapAdminSchedule(schedule, schedule.menuItem.name);
  }

  @Post()
  @ApiOperation({ summary: 'Schedule a dish for a cook date; status defaults to PUBLISHED' })
  @ApiCreatedResponse({ type: AdminScheduleDto })
  @ApiBadRequestResponse({ description: 'The schedule form is invalid; message names the field' })
  @ApiConflictResponse({
    description: 'The dish already has a schedule with cook date today or later',
    schema: { example: ALREADY_SCHEDULED_EXAMPLE },
  })
  async create(@Body() input: CreateScheduleDto): Promise<AdminScheduleDto> {
    const schedule = await this.schedules.create(input);
    return mapAdminSchedule(schedule, schedule.menuItem.name);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change a schedule (availableQty, status, cook date, times)' })
  @ApiOkResponse({ type: AdminScheduleDto })
  @ApiNotFoundResponse({ description: SCHEDULE_NOT_FOUND })
  async update(@Param('id', new IdPipe(scheduleNotFound)) id: number, @Body() input: UpdateScheduleDto): Promise<AdminScheduleDto> {
    const schedule = await this.schedules.update(id, input);
    return mapAdminSchedule(schedule, schedule.menuItem.name);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a schedule nobody ordered from' })
  @ApiOkResponse({ type: AdminScheduleDto })
  @ApiConflictResponse({ description: 'The schedule has orders; set its status to CANCELLED instead' })
  @ApiFailure(SCHEDULE_ERRORS, 'SCHEDULE_NOT_FOUND')
  async remove(@Param('id', new IdPipe(scheduleNotFound)) id: number): Promise<AdminScheduleDto> {
    const schedule = await this.schedules.remove(id);
    return mapAdminSchedule(schedule, schedule.menuItem.name);
  }
}

import { Body, Controller, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../../auth/auth.decorators';
import { ApiFailure } from '../../common/api-envelope';
import { ApiListQuery } from '../../common/api-list-query.decorator';
import { IdPipe } from '../../common/id.pipe';
import { PlainResponse } from '../../common/response-decorators';
import { parseListQuery, RawListQuery, setContentRange } from '../../common/simple-rest';
import { CookDatePipe } from '../../pickup-slots/cook-date.pipe';
import {
  AdminTiffinPlanDto,
  TiffinPlanInputDto,
  TiffinPlanMealDto,
  TiffinPlanMealInputDto,
  TiffinPlanUpdateDto,
} from '../dto/tiffin-plan.dto';
import type { TiffinPlan } from './tiffin-plan.entity';
import { mapAdminPlan } from '../subscriptions/tiffin.mapper';
import { TIFFIN_PLAN_SORT_FIELDS, TiffinPlansService } from './tiffin-plans.service';
import { TIFFIN_ERRORS, tiffinError } from '../tiffin.exception';

const notFound = () => tiffinError('TIFFIN_PLAN_NOT_FOUND');

/** react-admin's `tiffin-plans` resource (simple REST, plain JSON). A plan is switched off, never deleted. */
@ApiTags('Admin: tiffin plans')
@Controller('admin/tiffin-plans')
@AdminOnly('menu')
@PlainResponse()
export class AdminTiffinPlansController {
  constructor(private readonly plans: TiffinPlansService) {}

  @Get()
  @ApiOperation({ summary: 'List tiffin plans with the subscribers each has now' })
  @ApiListQuery('tiffin-plans', AdminTiffinPlanDto, [...TIFFIN_PLAN_SORT_FIELDS], '{}')
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminTiffinPlanDto[]> {
    const query = parseListQuery(raw, TIFFIN_PLAN_SORT_FIELDS, ['createdAt', 'DESC']);
    const { rows, total } = await this.plans.list(query);
    const subscribers = await this.plans.subscriberCounts(rows.map((plan) => plan.id));
    setContentRange(reply, 'tiffin-plans', query, rows.length, total);
    return rows.map((plan) => mapAdminPlan(plan, subscribers.get(plan.id) ?? 0));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One tiffin plan' })
  @ApiOkResponse({ type: AdminTiffinPlanDto })
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_PLAN_NOT_FOUND')
  async get(@Param('id', new IdPipe(notFound)) id: number): Promise<AdminTiffinPlanDto> {
    return this.adminPlan(await this.plans.findOrThrow(id));
  }

  @Post()
  @ApiOperation({ summary: 'Create a plan: meal, days, price per meal (rupees), periods, capacity, pickup window, skip cutoff' })
  @ApiCreatedResponse({ type: AdminTiffinPlanDto })
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_PLAN_INVALID', 'pickupTo must be later than pickupFrom')
  async create(@Body() input: TiffinPlanInputDto): Promise<AdminTiffinPlanDto> {
    return this.adminPlan(await this.plans.create(input));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change a plan (running subscriptions keep the price they paid)' })
  @ApiOkResponse({ type: AdminTiffinPlanDto })
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_PLAN_NOT_FOUND')
  async update(@Param('id', new IdPipe(notFound)) id: number, @Body() input: TiffinPlanUpdateDto): Promise<AdminTiffinPlanDto> {
    return this.adminPlan(await this.plans.update(id, input));
  }

  @Get(':id/meals')
  @ApiOperation({ summary: 'The dish the plan serves on each coming cook date that has one, and the meals holding its portions' })
  @ApiOkResponse({ type: [TiffinPlanMealDto] })
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_PLAN_NOT_FOUND')
  comingMeals(@Param('id', new IdPipe(notFound)) id: number): Promise<TiffinPlanMealDto[]> {
    return this.plans.comingMeals(id);
  }

  @Put(':id/meals/:cookDate')
  @ApiParam({ name: 'cookDate', example: '2026-11-24' })
  @ApiOperation({ summary: "Sets the schedule (dish of that cook date) whose portions the plan's meals of the date take" })
  @ApiOkResponse({ type: TiffinPlanMealDto })
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_PLAN_SCHEDULE_INVALID', 'Schedule 41 cooks on 2026-11-25, not on 2026-11-24.')
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_PLAN_MEALS_RESERVED')
  setMeal(
    @Param('id', new IdPipe(notFound)) id: number,
    @Param('cookDate', CookDatePipe) cookDate: string,
    @Body() input: TiffinPlanMealInputDto,
  ): Promise<TiffinPlanMealDto> {
    return this.plans.setMeal(id, cookDate, input.scheduleId);
  }

  private async adminPlan(plan: TiffinPlan): Promise<AdminTiffinPlanDto> {
    const subscribers = await this.plans.subscriberCounts([plan.id]);
    return mapAdminPlan(plan, subscribers.get(plan.id) ?? 0);
  }
}

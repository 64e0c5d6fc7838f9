import { Controller, Delete, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly, Auth, CurrentUser } from '../auth/auth.decorators';
import { ApiEnvelope, ApiFailure } from '../common/api-envelope';
import { IdPipe } from '../common/id.pipe';
import { PlainResponse, ResponseMessage } from '../common/response-decorators';
import { parseListQuery, RawListQuery, setContentRange } from '../common/simple-rest';
import { DISH_ERRORS, menuItemNotFound } from '../dishes/dish.exception';
import type { User } from '../users/user.entity';
import { DishWaitlistDetailDto, DishWaitlistDto, WaitlistEntryDto } from './dto/waitlist.dto';
import { WaitingCustomers } from './waiting-customers.service';
import type { WaitlistEntry } from './waitlist-entry.entity';
import { WAITLIST_ERRORS } from './waitlist.exception';
import { WaitlistService } from './waitlist.service';

const entryDto = (entry: WaitlistEntry): WaitlistEntryDto => ({
  menuItemId: entry.menuItemId,
  joinedAt: entry.joinedAt.toISOString(),
  notifiedAt: entry.notifiedAt?.toISOString() ?? null,
});

@ApiTags('waitlist')
@Controller('waitlist')
export class WaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Get()
  @Auth()
  @ResponseMessage('Waitlist loaded')
  @ApiOperation({ summary: 'The dishes the caller asked to hear about, longest waiting first' })
  @ApiEnvelope([WaitlistEntryDto])
  async mine(@CurrentUser() user: User): Promise<WaitlistEntryDto[]> {
    return (await this.waitlist.mine(user.id)).map(entryDto);
  }

  @Post(':menuItemId')
  @Auth()
  @ResponseMessage("We'll let you know when it's back")
  @ApiParam({ name: 'menuItemId', example: 12 })
  @ApiOperation({ summary: "'Notify me': tells the caller when the dish can be ordered again; joining twice keeps the first place" })
  @ApiEnvelope(WaitlistEntryDto, { status: 201 })
  @ApiFailure(DISH_ERRORS, 'MENU_ITEM_NOT_FOUND')
  @ApiFailure(WAITLIST_ERRORS, 'DISH_ORDERABLE')
  async join(@CurrentUser() user: User, @Param('menuItemId', new IdPipe(menuItemNotFound)) menuItemId: number): Promise<WaitlistEntryDto> {
    return entryDto(await this.waitlist.join(user.id, menuItemId));
  }

  @Delete(':menuItemId')
  @Auth()
  @ResponseMessage('You left the list')
  @ApiParam({ name: 'menuItemId', example: 12 })
  @ApiOperation({ summary: "Leaves the dish's list (answers the same when the caller was not on it)" })
  @ApiEnvelope(null)
  async leave(@CurrentUser() user: User, @Param('menuItemId', new IdPipe(menuItemNotFound)) menuItemId: number): Promise<null> {
    await this.waitlist.leave(user.id, menuItemId);
    return null;
  }
}

@ApiTags('admin')
@Controller('admin/waitlists')
@AdminOnly('customers')
@PlainResponse()
export class AdminWaitlistsController {
  constructor(
    private readonly waitlist: WaitlistService,
    private readonly waiting: WaitingCustomers,
  ) {}

  @Get()
  @ApiOperation({ summary: 'How many customers wait for each dish, longest lists first (react-admin list; the id is the dish)' })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiOkResponse({ description: 'Header Content-Range: waitlists 0-0/1', type: [DishWaitlistDto] })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<DishWaitlistDto[]> {
    const query = parseListQuery(raw, ['waiting'], ['waiting', 'DESC']);
    const all = await this.waitlist.countsByDish();
    const page = all.slice(query.skip, query.skip + query.take);
    setContentRange(reply, 'waitlists', query, page.length, all.length);
    return page.map((dish) => ({
      id: dish.menuItemId,
      name: dish.name,
      waiting: dish.waiting,
      firstJoinedAt: dish.firstJoinedAt.toISOString(),
    }));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Who waits for one dish, longest-waiting first (react-admin getOne; the id is the dish)' })
  @ApiOkResponse({ type: DishWaitlistDetailDto })
  @ApiFailure(DISH_ERRORS, 'MENU_ITEM_NOT_FOUND')
  async one(@Param('id', new IdPipe(menuItemNotFound)) id: number): Promise<DishWaitlistDetailDto> {
    const { name, customers } = await this.waiting.forDish(id);
    return {
      id,
      name,
      waiting: customers.length,
      firstJoinedAt: customers[0]?.joinedAt.toISOString() ?? '',
      customers: customers.map((customer) => ({
        ...customer,
        joinedAt: customer.joinedAt.toISOString(),
        notifiedAt: customer.notifiedAt?.toISOString() ?? null,
      })),
    };
  }
}

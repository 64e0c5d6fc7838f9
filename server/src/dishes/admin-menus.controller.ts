import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../auth/auth.decorators';
import { PlainResponse } from '../common/response-decorators';
import { parseListQuery, RawListQuery, setContentRange } from '../common/simple-rest';
import { ApiListQuery } from '../common/api-list-query.decorator';
import { CreateMenuItemDto, UpdateMenuItemDto } from './dto/menu-input.dto';
import { AdminMenuItemDto } from './dto/menu-item-output.dto';
import { IdPipe } from '../common/id.pipe';
import { MENU_ITEM_NOT_FOUND, MENU_SORT_FIELDS, MenuItemsService } from './menu-items.service';
import { mapAdminMenuItem } from './menu-item.mapper';
import { menuItemNotFound } from './dish.exception';

/** react-admin's `menus` resource (simple REST, plain JSON). */
@ApiTags('Admin: menus')
@Controller('admin/menus')
@AdminOnly('menu')
@PlainResponse()
export class AdminMenusController {
  constructor(private readonly menuItems: MenuItemsService) {}

  @Get()
  @ApiOperation({ summary: 'List dishes; filter q (name or description), id, active, isVeg' })
  @ApiListQuery('menus', AdminMenuItemDto, MENU_SORT_FIELDS, '{"q":"paneer"}')
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminMenuItemDto[]> {
    const query = parseListQuery(raw, MENU_SORT_FIELDS, ['id', 'ASC']);
    const { rows, total } = await this.menuItems.list(query);
    setContentRange(reply, 'menus', query, rows.length, total);
    return rows.map(mapAdminMenuItem);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One dish' })
  @ApiOkResponse({ type: AdminMenuItemDto })
  @ApiNotFoundResponse({ description: MENU_ITEM_NOT_FOUND })
  async get(@Param('id', new IdPipe(menuItemNotFound)) id: number): Promise<AdminMenuItemDto> {
    return mapAdminMenuItem(await this.menuItems.findDishOrThrow(id));
  }

  @Post()
  @ApiOperation({ summary: 'Add a dish (menu form: name, description, price, imageUrl required; isVeg defaults to true)' })
  @ApiCreatedResponse({ type: AdminMenuItemDto })
  @ApiBadRequestResponse({ description: 'The menu form is invalid; message names the field' })
  async create(@Body() input: CreateMenuItemDto): Promise<AdminMenuItemDto> {
    return mapAdminMenuItem(await this.menuItems.create(input));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change any fields of a dish' })
  @ApiOkResponse({ type: AdminMenuItemDto })
  @ApiNotFoundResponse({ description: MENU_ITEM_NOT_FOUND })
  async update(@Param('id', new IdPipe(menuItemNotFound)) id: number, @Body() input: UpdateMenuItemDto): Promise<AdminMenuItemDto> {
    return mapAdminMenuItem(await this.menuItems.update(id, input));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a dish; one that appears in any order is deactivated instead (answered with active: false)' })
  @ApiOkResponse({ type: AdminMenuItemDto })
  @ApiNotFoundResponse({ description: MENU_ITEM_NOT_FOUND })
  async remove(@Param('id', new IdPipe(menuItemNotFound)) id: number): Promise<AdminMenuItemDto> {
    return mapAdminMenuItem((await this.menuItems.remove(id)).item);
  }
}

/** The older admin paths for dishes (/admin/foods), kept for integrators (docs/api.md). */
@ApiTags('Admin: menus')
@Controller('admin/foods')
@AdminOnly('menu')
@PlainResponse()
export class AdminFoodsController {
  constructor(private readonly menuItems: MenuItemsService) {}

  @Post()
  @ApiOperation({ summary: 'Add a dish (same as POST /admin/menus)' })
  @ApiCreatedResponse({ type: AdminMenuItemDto })
  @ApiBadRequestResponse({ description: 'The menu form is invalid; message names the field' })
  async create(@Body() input: CreateMenuItemDto): Promise<AdminMenuItemDto> {
    return mapAdminMenuItem(await this.menuItems.create(input));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change a dish (same as PUT /admin/menus/{id})' })
  @ApiOkResponse({ type: AdminMenuItemDto })
  @ApiNotFoundResponse({ description: MENU_ITEM_NOT_FOUND })
  async update(@Param('id', new IdPipe(menuItemNotFound)) id: number, @Body() input: UpdateMenuItemDto): Promise<AdminMenuItemDto> {
    return mapAdminMenuItem(await this.menuItems.update(id, input));
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a dish, or deactivate it when it appears in any order' })
  @ApiOkResponse({ type: AdminMenuItemDto })
  @ApiNotFoundResponse({ description: MENU_ITEM_NOT_FOUND })
  async remove(@Param('id', new IdPipe(menuItemNotFound)) id: number): Promise<AdminMenuItemDto> {
    return mapAdminMenuItem((await this.menuItems.remove(id)).item);
  }
}

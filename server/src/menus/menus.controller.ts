import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExtraModels, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../auth/auth.decorators';
import { ResponseMessage } from '../common/response-decorators';
import { AdminMenuItemDto, MenuCardDto } from './dto/menu-output.dto';
import { CreateMenuItemDto, UpdateMenuItemDto } from './dto/menu-input.dto';
import { MenuCardsService } from './menu-cards.service';
import { MENU_ITEM_NOT_FOUND, MenuItemsService } from './menu-items.service';
import { mapAdminMenuItem } from './menu.mapper';
import { IdPipe } from './id.pipe';

/** Browsers revalidate every time (a 304 is cheap); the server's copy is what stays warm. */
export const MENU_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const envelopeOf = (data: object) => ({
  schema: { properties: { success: { example: true }, message: { type: 'string' }, data } },
});

@ApiTags('Menu')
@ApiExtraModels(MenuCardDto, AdminMenuItemDto)
@Controller('menus')
export class MenusController {
  constructor(
    private readonly cards: MenuCardsService,
    private readonly menuItems: MenuItemsService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Merged menu cards with availability',
    description:
      'Every dish with "its" schedule (the next PUBLISHED one still open for orders, else the latest closed or sold-out one), ' +
      'availability state and message, orderable flag and rating. Answers an ETag; send If-None-Match for a 304.',
  })
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'ETag of a previous answer' })
  @ApiOkResponse(envelopeOf({ type: 'array', items: { $ref: getSchemaPath(MenuCardDto) } }))
  @ApiResponse({ status: 304, description: 'Not modified: the If-None-Match ETag is current' })
  async list(@Headers('if-none-match') ifNoneMatch: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const menu = await this.cards.menu();
    reply.header('ETag', menu.etag).header('Cache-Control', MENU_CACHE_CONTROL);
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === menu.etag)) {
      reply.code(304).send();
      return;
    }
    reply.header('content-type', 'application/json; charset=utf-8').send(menu.body);
  }

  @Get('search')
  @ResponseMessage('Search results')
  @ApiOperation({ summary: 'Menu cards whose name contains the text, ignoring case; blank text answers []' })
  @ApiQuery({ name: 'name', required: false, example: 'paneer' })
  @ApiOkResponse(envelopeOf({ type: 'array', items: { $ref: getSchemaPath(MenuCardDto) } }))
  search(@Query('name') name?: string): Promise<MenuCardDto[]> {
    return this.cards.search(typeof name === 'string' ? name : undefined);
  }

  @Get(':id')
  @ResponseMessage('Menu item fetched successfully')
  @ApiOperation({ summary: 'One menu card, with ingredients and every image' })
  @ApiOkResponse(envelopeOf({ $ref: getSchemaPath(MenuCardDto) }))
  @ApiNotFoundResponse({ description: MENU_ITEM_NOT_FOUND })
  card(@Param('id', new IdPipe(MENU_ITEM_NOT_FOUND)) id: number): Promise<MenuCardDto> {
    return this.cards.card(id);
  }

  @Post()
  @AdminOnly()
  @ResponseMessage('Menu saved successfully!')
  @ApiOperation({ summary: 'Add a dish (admin; same as POST /admin/menus)' })
  @ApiOkResponse(envelopeOf({ $ref: getSchemaPath(AdminMenuItemDto) }))
  @ApiBadRequestResponse({ description: 'The menu form is invalid; message names the field' })
  async create(@Body() input: CreateMenuItemDto): Promise<AdminMenuItemDto> {
    return mapAdminMenuItem(await this.menuItems.create(input));
  }

  @Put(':id')
  @AdminOnly()
  @ResponseMessage('Menu saved successfully!')
  @ApiOperation({ summary: 'Change a dish (admin)' })
  @ApiOkResponse(envelopeOf({ $ref: getSchemaPath(AdminMenuItemDto) }))
  @ApiNotFoundResponse({ description: MENU_ITEM_NOT_FOUND })
  async update(@Param('id', new IdPipe(MENU_ITEM_NOT_FOUND)) id: number, @Body() input: UpdateMenuItemDto): Promise<AdminMenuItemDto> {
    return mapAdminMenuItem(await this.menuItems.update(id, input));
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(200)
  @ResponseMessage('Item deleted')
  @ApiOperation({ summary: 'Delete a dish (admin); a dish that appears in any order is deactivated instead' })
  @ApiOkResponse(envelopeOf({ $ref: getSchemaPath(AdminMenuItemDto) }))
  async remove(@Param('id', new IdPipe(MENU_ITEM_NOT_FOUND)) id: number): Promise<AdminMenuItemDto> {
    return mapAdminMenuItem((await this.menuItems.remove(id)).item);
  }
}

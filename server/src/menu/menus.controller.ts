import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiNotFoundResponse, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ResponseMessage } from '../common/response-decorators';
import { MenuCardDto } from './dto/menu-card.dto';
import { MenuCardsService } from './menu-cards.service';
import { MENU_ITEM_NOT_FOUND } from '../dishes/menu-items.service';
import { IdPipe } from '../common/id.pipe';
import { menuItemNotFound } from '../dishes/dish.exception';
import { ApiEnvelope } from '../common/api-envelope';

/** Browsers revalidate every time (a 304 is cheap); the server's copy is what stays warm. */
export const MENU_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

@ApiTags('Menu')
@Controller('menus')
export class MenusController {
  constructor(private readonly cards: MenuCardsService) {}

  @Get()
  @ApiOperation({
    summary: 'Merged menu cards with availability',
    description:
      'Every dish with "its" schedule (the next PUBLISHED one still open for orders, else the latest closed or sold-out one), ' +
      'availability state and message, orderable flag and rating. Answers an ETag; send If-None-Match for a 304.',
  })
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'ETag of a previous answer' })
  @ApiEnvelope([MenuCardDto])
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
  @ApiEnvelope([MenuCardDto])
  search(@Query('name') name?: string): Promise<MenuCardDto[]> {
    return this.cards.search(typeof name === 'string' ? name : undefined);
  }

  @Get(':id')
  @ResponseMessage('Menu item fetched successfully')
  @ApiOperation({ summary: 'One menu card, with ingredients and every image' })
  @ApiEnvelope(MenuCardDto)
  @ApiNotFoundResponse({ description: MENU_ITEM_NOT_FOUND })
  card(@Param('id', new IdPipe(menuItemNotFound)) id: number): Promise<MenuCardDto> {
    return this.cards.card(id);
  }
}

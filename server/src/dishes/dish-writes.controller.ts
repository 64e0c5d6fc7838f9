import { Body, Controller, Delete, HttpCode, Param, Post, Put, HttpStatus } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/auth.decorators';
import { IdPipe } from '../common/id.pipe';
import { ResponseMessage } from '../common/response-decorators';
import { CreateMenuItemDto, UpdateMenuItemDto } from './dto/menu-input.dto';
import { AdminMenuItemDto } from './dto/menu-item-output.dto';
import { mapAdminMenuItem } from './menu-item.mapper';
import { MENU_ITEM_NOT_FOUND, MenuItemsService } from './menu-items.service';
import { menuItemNotFound } from './dish.exception';
import { ApiEnvelope } from '../common/api-envelope';

/** The older admin writes under /menus (enveloped), kept for integrators beside the public reads the menu module answers. */
@ApiTags('Menu')
@Controller('menus')
export class DishWritesController {
  constructor(private readonly menuItems: MenuItemsService) {}

  @Post()
  @AdminOnly('menu')
  @ResponseMessage('Menu saved successfully!')
  @ApiOperation({ summary: 'Add a dish (admin; same as POST /admin/menus)' })
  @ApiEnvelope(AdminMenuItemDto, { status: HttpStatus.CREATED })
  @ApiBadRequestResponse({ description: 'The menu form is invalid; message names the field' })
  async create(@Body() input: CreateMenuItemDto): Promise<AdminMenuItemDto> {
    return mapAdminMenuItem(await this.menuItems.create(input));
  }

  @Put(':id')
  @AdminOnly('menu')
  @ResponseMessage('Menu saved successfully!')
  @ApiOperation({ summary: 'Change a dish (admin)' })
  @ApiEnvelope(AdminMenuItemDto)
  @ApiNotFoundResponse({ description: MENU_ITEM_NOT_FOUND })
  async update(@Param('id', new IdPipe(menuItemNotFound)) id: number, @Body() input: UpdateMenuItemDto): Promise<AdminMenuItemDto> {
    return mapAdminMenuItem(await this.menuItems.update(id, input));
  }

  @Delete(':id')
  @AdminOnly('menu')
  @HttpCode(200)
  @ResponseMessage('Item deleted')
  @ApiOperation({ summary: 'Delete a dish (admin); a dish that appears in any order is deactivated instead' })
  @ApiEnvelope(AdminMenuItemDto)
  async remove(@Param('id', new IdPipe(menuItemNotFound)) id: number): Promise<AdminMenuItemDto> {
    return mapAdminMenuItem((await this.menuItems.remove(id)).item);
  }
}

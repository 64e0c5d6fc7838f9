import { paiseToRupees } from '../common/money';
import { AdminMenuItemDto } from './dto/menu-item-output.dto';
import { MenuItem } from './menu-item.entity';

export function mapAdminMenuItem(item: MenuItem): AdminMenuItemDto {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    price: paiseToRupees(item.pricePaise),
    imageUrl: item.imageUrl,
    images: item.images ?? [],
    isVeg: item.isVeg,
    active: item.active,
    ingredients: item.ingredients,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}

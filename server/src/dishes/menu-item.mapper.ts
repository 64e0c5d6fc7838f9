import { paiseToRupees } from '../common/money';
import { AdminMenuItemDto } from './dto/menu-item-output.dto';
import { MenuItem } from './menu-item.entity';

/** What every view of a dish shows, admin form and menu card alike. */
export function dishFields(item: MenuItem): Omit<AdminMenuItemDto, 'tiffin' | 'createdAt' | 'updatedAt'> {
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
    nameHi: item.nameHi,
    descriptionHi: item.descriptionHi,
  };
}

export function mapAdminMenuItem(item: MenuItem): AdminMenuItemDto {
  return { ...dishFields(item), tiffin: item.tiffin, createdAt: item.createdAt.toISOString(), updatedAt: item.updatedAt.toISOString() };
}

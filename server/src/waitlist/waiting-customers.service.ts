import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MenuItemsService } from '../dishes/menu-items.service';
import { UsersService } from '../users/users.service';
import { WaitlistEntry } from './waitlist-entry.entity';
import { dishError } from '../dishes/dish.exception';

export interface WaitingCustomer {
  userId: number;
  name: string;
  email: string;
  phone: string | null;
  joinedAt: Date;
  notifiedAt: Date | null;
}

/** Who waits for one dish, longest-waiting first: the console's answer to 'who wants this back?'. */
@Injectable()
export class WaitingCustomers {
  constructor(
    @InjectRepository(WaitlistEntry) private readonly entries: Repository<WaitlistEntry>,
    private readonly dishes: MenuItemsService,
    private readonly users: UsersService,
  ) {}

  async forDish(menuItemId: number): Promise<{ name: string; customers: WaitingCustomer[] }> {
    const dish = (await this.dishes.findByIds([menuItemId])).get(menuItemId);
    if (!dish) throw dishError('MENU_ITEM_NOT_FOUND');
    const entries = await this.entries.find({ where: { menuItemId }, order: { joinedAt: 'ASC', id: 'ASC' } });
    const people = await this.users.findByIds(entries.map((entry) => entry.userId));
    const customers = entries
      .filter((entry) => people.has(entry.userId))
      .map((entry) => {
        const person = people.get(entry.userId)!;
        return {
          userId: entry.userId,
          name: person.name,
          email: person.email,
          phone: person.phone,
          joinedAt: entry.joinedAt,
          notifiedAt: entry.notifiedAt,
        };
      });
    return { name: dish.name, customers };
  }
}

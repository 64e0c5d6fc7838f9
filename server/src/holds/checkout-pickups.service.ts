import { Injectable } from '@nestjs/common';
import { CartService } from '../cart/cart.service';
import { PickupChoiceDto } from '../pickup-slots/dto/pickup-plan.dto';
import { byCookDate, PickupSlotsService, sharedWindow } from '../pickup-slots/pickup-slots.service';
import { ScheduleStockService } from '../schedules/schedule-stock.service';

/** The pickup choices for the caller's cart: per cook date, the slots inside the window all its dishes share. */
@Injectable()
export class CheckoutPickups {
  constructor(
    private readonly cart: CartService,
    private readonly stock: ScheduleStockService,
    private readonly slots: PickupSlotsService,
  ) {}

  async forCart(userId: number): Promise<PickupChoiceDto[]> {
    const lines = await this.cart.linesOf(userId);
    const schedules = await this.stock.findManyWithDish(lines.map((line) => line.scheduleId));
    const choices: PickupChoiceDto[] = [];
    for (const [cookDate, dated] of byCookDate([...schedules.values()]))
      choices.push(await this.slots.choices(cookDate, sharedWindow(dated)));
    return choices;
  }
}

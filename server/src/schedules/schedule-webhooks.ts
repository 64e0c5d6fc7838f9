import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { latestCommitted } from '../database/latest-committed';
import { MenuItemsService } from '../dishes/menu-items.service';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import { MenuSchedule } from './menu-schedule.entity';
import { mapAdminSchedule } from './schedule.mapper';

/** schedule.changed: portions, status, times or cook date of a cook date's dish changed; the schedule as GET /admin/menu-schedules/{id} answers it. */
@Injectable()
export class ScheduleWebhooks {
  constructor(
    private readonly events: WebhookEvents,
    private readonly dishes: MenuItemsService,
  ) {}

  /** Inside the change's transaction, after the schedule's row was written (or, for a removal, before it goes). */
  async changedWithin(manager: EntityManager, scheduleId: number, removed = false): Promise<void> {
    await this.events.recordWithin(manager, {
      type: 'schedule.changed',
      resourceType: 'schedule',
      resourceId: String(scheduleId),
      data: async () => {
        const schedule = await manager
          .getRepository(MenuSchedule)
          .findOneOrFail({ where: { id: scheduleId }, ...latestCommitted(manager) });
        const dish = (await this.dishes.findByIds([schedule.menuItemId], manager)).get(schedule.menuItemId);
        return { ...mapAdminSchedule(schedule, dish?.name ?? ''), removed };
      },
    });
  }

  sendSoon(): void {
    this.events.sendSoon();
  }
}

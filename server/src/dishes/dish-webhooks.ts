import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import type { MenuItem } from './menu-item.entity';
import { mapAdminMenuItem } from './menu-item.mapper';

/** menu.changed: a dish was added, changed, switched off or removed; the dish as GET /admin/foods/{id} answers it. */
@Injectable()
export class DishWebhooks {
  constructor(private readonly events: WebhookEvents) {}

  /** Inside the change's transaction, with the dish as written. */
  async changedWithin(manager: EntityManager, dish: MenuItem, removed = false): Promise<void> {
    await this.events.recordWithin(manager, {
      type: 'menu.changed',
      resourceType: 'dish',
      resourceId: String(dish.id),
      data: () => Promise.resolve({ ...mapAdminMenuItem(dish), removed }),
    });
  }

  sendSoon(): void {
    this.events.sendSoon();
  }
}

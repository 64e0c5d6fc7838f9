import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { AdminMenuItemDto } from '../../dishes/dto/menu-item-output.dto';
import { AdminOrderDto } from '../../orders/dto/order.dto';
import { AdminReviewDto } from '../../reviews/review.mapper';
import { AdminScheduleDto } from '../../schedules/dto/schedule-output.dto';
import { WEBHOOK_EVENT_TYPE_NAMES, type WebhookEventType } from '../../webhooks/webhook-event-types';

/** data of menu.changed: the dish as GET /admin/foods/{id} answers it, and whether it was removed. */
export class WebhookDishDto extends AdminMenuItemDto {
  @ApiProperty({ example: false, description: 'The dish was deleted (the rest is how it was)' }) removed: boolean;
}

/** data of schedule.changed: the cook date's dish as GET /admin/menu-schedules/{id} answers it. */
export class WebhookScheduleDto extends AdminScheduleDto {
  @ApiProperty({ example: false, description: 'The schedule was deleted (the rest is how it was)' }) removed: boolean;
}

/** data of waitlist.released. */
export class WebhookWaitlistReleaseDto {
  @ApiProperty({ example: 4 }) menuId: number;
  @ApiProperty({ example: 'Paneer Butter Masala' }) menuName: string;
  @ApiProperty({ example: 3, description: 'Portions for sale again' }) portions: number;
  @ApiProperty({ example: 9, description: 'Waiting customers told this time' }) customersTold: number;
  @ApiProperty({ example: [12], type: [Number] }) scheduleIds: number[];
}

/**
 * The body of every webhook delivery (docs/integrations.md): the event's envelope and, in data, the resource: an order
 * for order.*, a dish for menu.changed, a schedule for schedule.changed, a review for review.created.
 */
export class WebhookEventDto {
  @ApiProperty({
    example: 'msg_2b0c6f1e8d9a4c7b9e3f5a1d2c4b6e8f',
    description: 'Also the webhook-id header; the same on every delivery of the event',
  })
  id: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPE_NAMES, example: 'order.placed' }) type: WebhookEventType;
  @ApiProperty({ example: '2026-11-26T04:30:00.000Z', description: 'When the change was made' }) timestamp: string;
  @ApiProperty({ example: 1207, description: 'Grows with every event of the resource: keep the highest you applied' }) sequence: number;
  @ApiPropertyOptional({
    oneOf: [AdminOrderDto, WebhookDishDto, WebhookScheduleDto, AdminReviewDto, WebhookWaitlistReleaseDto].map((model) => ({
      $ref: getSchemaPath(model),
    })),
  })
  data: AdminOrderDto | WebhookDishDto | WebhookScheduleDto | AdminReviewDto | WebhookWaitlistReleaseDto;
}

export const WEBHOOK_PAYLOAD_MODELS = [WebhookEventDto, WebhookDishDto, WebhookScheduleDto, WebhookWaitlistReleaseDto];

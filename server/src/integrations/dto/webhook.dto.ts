import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMinSize, IsArray, IsBoolean, IsIn, IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';
import { WEBHOOK_EVENT_TYPE_NAMES, type WebhookEventType } from '../../webhooks/webhook-event-types';

const EVENTS_MESSAGE = `eventTypes must be a list of one or more of ${WEBHOOK_EVENT_TYPE_NAMES.join(', ')}`;

export class WebhookEndpointInputDto {
  @ApiProperty({ example: 'https://pos.example.com/hooks/kitchen', description: 'https only; no private, loopback or metadata address' })
  @IsString({ message: 'url must be text' })
  @MaxLength(500, { message: 'url must be at most 500 characters' })
  url: string;

  @ApiPropertyOptional({ example: 'Counter till' })
  @IsOptional()
  @IsString({ message: 'description must be text' })
  @MaxLength(200, { message: 'description must be at most 200 characters' })
  description?: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPE_NAMES, isArray: true, example: ['order.placed', 'order.status_changed'] })
  @IsArray({ message: EVENTS_MESSAGE })
  @ArrayMinSize(1, { message: EVENTS_MESSAGE })
  @IsIn(WEBHOOK_EVENT_TYPE_NAMES, { each: true, message: EVENTS_MESSAGE })
  eventTypes: WebhookEventType[];
}

export class WebhookEndpointUpdateDto {
  @ApiPropertyOptional({ example: 'https://pos.example.com/hooks/kitchen' })
  @IsOptional()
  @IsString({ message: 'url must be text' })
  @MaxLength(500, { message: 'url must be at most 500 characters' })
  url?: string;

  @ApiPropertyOptional({ example: 'Counter till' })
  @IsOptional()
  @IsString({ message: 'description must be text' })
  @MaxLength(200, { message: 'description must be at most 200 characters' })
  description?: string;

  @ApiPropertyOptional({ enum: WEBHOOK_EVENT_TYPE_NAMES, isArray: true })
  @IsOptional()
  @IsArray({ message: EVENTS_MESSAGE })
  @ArrayMinSize(1, { message: EVENTS_MESSAGE })
  @IsIn(WEBHOOK_EVENT_TYPE_NAMES, { each: true, message: EVENTS_MESSAGE })
  eventTypes?: WebhookEventType[];

  @ApiPropertyOptional({ example: true, description: 'true enables a switched-off endpoint again (its failure count starts afresh)' })
  @IsOptional()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;
}

export class WebhookReplayDto {
  @ApiProperty({ example: '2026-11-26T09:00:00+05:30', description: 'Events sent to the endpoint from this time on are sent again' })
  @IsISO8601({ strict: true }, { message: 'since must be a date and time, such as 2026-11-26T09:00:00+05:30' })
  since: string;
}

export class WebhookEndpointDto {
  @ApiProperty({ example: 2 }) id: number;
  @ApiProperty({ example: 'https://pos.example.com/hooks/kitchen' }) url: string;
  @ApiProperty({ example: 'Counter till' }) description: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPE_NAMES, isArray: true }) eventTypes: WebhookEventType[];
  @ApiProperty({ example: true }) enabled: boolean;
  @ApiProperty({ example: null, nullable: true, type: String, description: 'Why the kitchen switched the endpoint off' })
  disabledReason: string | null;
  @ApiProperty({ example: null, nullable: true, type: String, description: 'First failure since the last success' })
  failingSince: string | null;
  @ApiProperty({ example: '2026-11-26T04:30:00.000Z' }) createdAt: string;
}

export class CreatedWebhookEndpointDto extends WebhookEndpointDto {
  @ApiProperty({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', description: 'Shown once: verify signatures with it' })
  signingSecret: string;
}

export class WebhookAttemptDto {
  @ApiProperty({ example: '2026-11-26T04:30:01.000Z' }) attemptedAt: string;
  @ApiProperty({ example: 200, nullable: true, type: Number, description: 'null: no answer (timeout, refused, connection error)' })
  status: number | null;
  @ApiProperty({ example: 84 }) durationMs: number;
  @ApiProperty({ example: 'ok', description: 'The first bytes of the answer, or the error' }) excerpt: string;
}

export class WebhookDeliveryDto {
  @ApiProperty({ example: 41 }) id: number;
  @ApiProperty({ example: 2 }) endpointId: number;
  @ApiProperty({ example: 'msg_2b0c6f1e8d9a4c7b9e3f5a1d2c4b6e8f' }) eventId: string;
  @ApiProperty({ example: 'order.placed', nullable: true, type: String }) eventType: string | null;
  @ApiProperty({ example: 1207, nullable: true, type: Number }) sequence: number | null;
  @ApiProperty({ enum: ['PENDING', 'DELIVERED', 'GAVE_UP'] }) state: 'PENDING' | 'DELIVERED' | 'GAVE_UP';
  @ApiProperty({ example: 1 }) attemptCount: number;
  @ApiProperty({ example: null, nullable: true, type: String, description: 'While PENDING after a failure: the next try' })
  nextAttemptAt: string | null;
  @ApiProperty({ example: '2026-11-26T04:30:00.000Z' }) createdAt: string;
  @ApiProperty({ type: [WebhookAttemptDto] }) attempts: WebhookAttemptDto[];
}

export class WebhookReplayAnswerDto {
  @ApiProperty({ example: 12, description: 'Events queued to be sent again' }) queued: number;
}

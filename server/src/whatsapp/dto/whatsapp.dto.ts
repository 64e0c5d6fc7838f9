import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Trimmed } from '../../users/account-rules';
import {
  FallbackState,
  MESSAGE_STATUSES,
  type MessageDirection,
  type MessageKind,
  type MessageStatus,
  WhatsAppMessage,
} from '../whatsapp-message.entity';
import { CONSENT_SOURCES, type ConsentSource } from '../whatsapp-topics';

const PAGE_SOURCES = CONSENT_SOURCES.filter((source) => source !== 'WHATSAPP');

export class WhatsAppTopicsDto {
  @ApiProperty({ description: 'Order placed, payment due, ready for pickup, cancelled' }) orderUpdates: boolean;
  @ApiProperty({ description: 'New drops, ordering closes soon, a waitlisted dish back' }) drops: boolean;
  @ApiProperty({ description: 'Pickup reminders and review requests' }) reminders: boolean;
}

export class WhatsAppTopicChoiceDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'topics.orderUpdates must be true or false' })
  orderUpdates?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'topics.drops must be true or false' })
  drops?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'topics.reminders must be true or false' })
  reminders?: boolean;
}

export class WhatsAppConsentDto {
  @ApiProperty({ example: '919876543210', nullable: true, type: String, description: "The account's number, digits with the country code" })
  phone: string | null;
  @ApiProperty({ description: 'Consent stands for this number' }) on: boolean;
  @ApiProperty({ type: WhatsAppTopicsDto }) topics: WhatsAppTopicsDto;
  @ApiProperty({ example: '2026-11-26T10:00:00.000Z', nullable: true, type: String }) consentedAt: string | null;
  @ApiProperty({ enum: [...CONSENT_SOURCES, null], nullable: true, description: 'Where the consent that stands was given' })
  source: ConsentSource | null;
}

export class UpdateWhatsAppConsentDto {
  @ApiProperty({ description: 'true gives consent for the account number, false withdraws it' })
  @IsBoolean({ message: 'on must be true or false' })
  on: boolean;

  @ApiPropertyOptional({ type: WhatsAppTopicChoiceDto, description: 'Topics to change; others stay as they are' })
  @IsOptional()
  @ValidateNested()
  @Type(() => WhatsAppTopicChoiceDto)
  topics?: WhatsAppTopicChoiceDto;

  @ApiProperty({ enum: PAGE_SOURCES, description: 'The page the customer did it on' })
  @IsIn(PAGE_SOURCES, { message: `source must be one of ${PAGE_SOURCES.join(', ')}` })
  source: Exclude<ConsentSource, 'WHATSAPP'>;
}

export class WhatsAppMessageDto {
  @ApiProperty({ example: 41 }) id: number;
  @ApiProperty({ enum: ['IN', 'OUT'] }) direction: MessageDirection;
  @ApiProperty({ enum: ['TEMPLATE', 'TEXT'] }) kind: MessageKind;
  @ApiProperty({ example: 'order_ready', nullable: true, type: String }) template: string | null;
  @ApiProperty({ example: 'Hello Asha, your order HK-1042 is ready for pickup.' }) body: string;
  @ApiProperty({ enum: MESSAGE_STATUSES }) status: MessageStatus;
  @ApiProperty({ nullable: true, type: String }) statusAt: string | null;
  @ApiProperty({ example: 131026, nullable: true, type: Number }) errorCode: number | null;
  @ApiProperty({ example: 'Message undeliverable', nullable: true, type: String }) errorTitle: string | null;
  @ApiProperty({ enum: ['EMAIL_PENDING', 'EMAIL_SENT', null], nullable: true, description: 'An order update sent by e-mail instead' })
  fallback: FallbackState | null;
  @ApiProperty() createdAt: string;
}

export class WhatsAppConversationSummaryDto {
  @ApiProperty({ example: '919876543210', description: 'The number: a conversation is one per number' }) id: string;
  @ApiProperty({ example: '919876543210' }) phone: string;
  @ApiProperty({ nullable: true, type: Number }) userId: number | null;
  @ApiProperty({ example: 'Asha Verma', nullable: true, type: String }) customerName: string | null;
  @ApiProperty() lastMessageAt: string;
  @ApiProperty() lastMessagePreview: string;
  @ApiProperty({ nullable: true, type: String }) lastInboundAt: string | null;
  @ApiProperty({ nullable: true, type: String, description: "24 hours after the customer's last message: free replies until then" })
  windowClosesAt: string | null;
  @ApiProperty() whatsappOn: boolean;
}

export class WhatsAppConversationDto {
  @ApiProperty({ example: '919876543210' }) id: string;
  @ApiProperty({ example: '919876543210' }) phone: string;
  @ApiProperty({ nullable: true, type: Number }) userId: number | null;
  @ApiProperty({ nullable: true, type: String }) customerName: string | null;
  @ApiProperty({ nullable: true, type: String }) windowClosesAt: string | null;
  @ApiProperty() whatsappOn: boolean;
  @ApiProperty({ type: [WhatsAppMessageDto], description: 'Oldest first, the last 200' }) messages: WhatsAppMessageDto[];
}

export class WhatsAppReplyDto {
  @ApiProperty({ example: 'Yes, we will keep it aside for you.', maxLength: 4096 })
  @Trimmed()
  @MaxLength(4096, { message: 'text must be at most 4096 characters' })
  @IsString({ message: 'text is required' })
  @IsNotEmpty({ message: 'text is required' })
  text: string;
}

export class WhatsAppAdminSettingsDto {
  @ApiProperty({ example: 'whatsapp' }) id: 'whatsapp';
  @ApiProperty({ description: 'Sent (at most every 12 hours per number) to a message the kitchen does not answer by itself; empty: none' })
  autoReply: string;
  @ApiProperty({ example: 42 }) customersOn: number;
  @ApiProperty({ description: 'false: messages are written to the server log instead of sent' }) configured: boolean;
  @ApiProperty({ description: 'Webhook deliveries refused for a wrong signature since this instance started' }) signatureFailures: number;
}

export class UpdateWhatsAppSettingsDto {
  @ApiProperty({ maxLength: 1000 })
  @Trimmed()
  @MaxLength(1000, { message: 'autoReply must be at most 1000 characters' })
  @IsString({ message: 'autoReply must be text' })
  autoReply: string;
}

export function messageDto(row: WhatsAppMessage): WhatsAppMessageDto {
  return {
    id: row.id,
    direction: row.direction,
    kind: row.kind,
    template: row.template,
    body: row.body,
    status: row.status,
    statusAt: row.statusAt?.toISOString() ?? null,
    errorCode: row.errorCode,
    errorTitle: row.errorTitle,
    fallback: row.fallback,
    createdAt: row.createdAt.toISOString(),
  };
}

export class WhatsAppWebhookAnswerDto {
  @ApiProperty({ example: true }) received: true;
}

import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsBoolean, IsIn, IsString, MaxLength } from 'class-validator';
import { IsListOf } from '../../common/list-of';
import { MESSAGE_TOPICS, type MessageTopic } from '../message-topics';

export class MessagePreferenceDto {
  @ApiProperty({ enum: MESSAGE_TOPICS }) topic: MessageTopic;
  @ApiProperty({ example: 'New drops' }) label: string;
  @ApiProperty({ example: 'One message when the kitchen opens orders for a cook date, with its dishes, cutoff and pickup time.' })
  description: string;
  @ApiProperty({ description: 'E-mails of this kind (only ever to a verified address)' }) email: boolean;
  @ApiProperty({ description: "Notifications on the site's Notifications page" }) inApp: boolean;
}

export class MessageChoiceDto {
  @ApiProperty({ enum: MESSAGE_TOPICS })
  @IsIn(MESSAGE_TOPICS, { message: `topic must be one of ${MESSAGE_TOPICS.join(', ')}` })
  topic: MessageTopic;

  @ApiProperty()
  @IsBoolean({ message: 'email must be true or false' })
  email: boolean;

  @ApiProperty()
  @IsBoolean({ message: 'inApp must be true or false' })
  inApp: boolean;
}

export class UpdateMessagePreferencesDto {
  @ApiProperty({
    type: [MessageChoiceDto],
    example: [{ topic: 'NEW_DROPS', email: true, inApp: true }],
    description: 'The topics to change; others stay as they are',
  })
  @ArrayMaxSize(MESSAGE_TOPICS.length, { message: `topics can hold at most ${MESSAGE_TOPICS.length} choices` })
  @IsListOf(() => MessageChoiceDto, 'topics')
  topics: MessageChoiceDto[];
}

export class CustomerMessageDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ enum: MESSAGE_TOPICS }) topic: MessageTopic;
  @ApiProperty({ example: 'Paneer Butter Masala is back' }) title: string;
  @ApiProperty({ example: '2 portions can be ordered again for Sat, 28 Nov.' }) body: string;
  @ApiProperty({ example: '/food/12', description: 'A path on the customer site' }) link: string;
  @ApiProperty({ example: '2026-11-22T10:40:00.000Z' }) createdAt: string;
}

export class UnsubscribeQueryDto {
  @ApiProperty({ description: "The token from the e-mail's unsubscribe link" })
  @IsString({ message: 'token must be the text from the unsubscribe link' })
  @MaxLength(120, { message: 'token must be the text from the unsubscribe link' })
  token: string;
}

export class UnsubscribedDto {
  @ApiProperty({ enum: MESSAGE_TOPICS }) topic: MessageTopic;
  @ApiProperty({ example: 'New drops' }) label: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsNotEmptyObject, IsNumber, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

export class PushKeyDto {
  @ApiProperty({ description: "The kitchen's VAPID public key (URL-safe base64): the browser's applicationServerKey" })
  publicKey: string;
}

export class PushKeysDto {
  @ApiProperty({ example: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM' })
  @IsString({ message: 'keys.p256dh must be the key from the browser subscription' })
  @Matches(BASE64URL, { message: 'keys.p256dh must be the key from the browser subscription' })
  @MaxLength(100, { message: 'keys.p256dh must be the key from the browser subscription' })
  p256dh: string;

  @ApiProperty({ example: 'tBHItJI5svbpez7KI4CCXg' })
  @IsString({ message: 'keys.auth must be the secret from the browser subscription' })
  @Matches(BASE64URL, { message: 'keys.auth must be the secret from the browser subscription' })
  @MaxLength(50, { message: 'keys.auth must be the secret from the browser subscription' })
  auth: string;
}

/** What PushSubscription.toJSON() gives in the browser. */
export class PushSubscriptionDto {
  @ApiProperty({ example: 'https://fcm.googleapis.com/fcm/send/c1KrmpTuRm:APA91bE...' })
  @IsString({ message: 'endpoint must be the address from the browser subscription' })
  @MaxLength(500, { message: 'endpoint must be at most 500 characters' })
  endpoint: string;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: null,
    description: 'When the push service will end the subscription (browsers send null); not kept',
  })
  @IsOptional()
  @IsNumber({}, { message: 'expirationTime must be a time in milliseconds or null' })
  expirationTime?: number | null;

  @ApiProperty({ type: PushKeysDto })
  @IsNotEmptyObject({}, { message: 'keys must hold p256dh and auth from the browser subscription' })
  @ValidateNested()
  @Type(() => PushKeysDto)
  keys: PushKeysDto;
}

export class PushEndpointDto {
  @ApiProperty({ example: 'https://fcm.googleapis.com/fcm/send/c1KrmpTuRm:APA91bE...' })
  @IsString({ message: 'endpoint must be the address from the browser subscription' })
  @MaxLength(500, { message: 'endpoint must be at most 500 characters' })
  endpoint: string;
}

export class PushSubscribedDto {
  @ApiProperty({ example: 'https://fcm.googleapis.com/fcm/send/c1KrmpTuRm:APA91bE...' }) endpoint: string;
  @ApiProperty({ example: '2026-11-22T10:40:00.000Z' }) createdAt: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { API_SCOPES, type ApiScope } from '../../api-keys/api-key-scopes';
import { MAX_ROTATION_GRACE_MINUTES } from '../../api-keys/api-keys.service';

const SCOPES_MESSAGE = `scopes must be a list of one or more of ${API_SCOPES.join(', ')}`;

/** The console's "New key" form. */
export class ApiKeyInputDto {
  @ApiProperty({ example: 'Till at the counter', description: 'Who or what uses the key' })
  @IsString({ message: 'name must be text' })
  @Matches(/\S/, { message: 'name must not be empty' })
  @MaxLength(80, { message: 'name must be at most 80 characters' })
  name: string;

  @ApiProperty({ enum: API_SCOPES, isArray: true, example: ['orders:read', 'menu:read'] })
  @IsArray({ message: SCOPES_MESSAGE })
  @ArrayMinSize(1, { message: SCOPES_MESSAGE })
  @ArrayMaxSize(API_SCOPES.length, { message: SCOPES_MESSAGE })
  @IsIn(API_SCOPES, { each: true, message: SCOPES_MESSAGE })
  scopes: ApiScope[];

  @ApiPropertyOptional({ example: '2027-03-31T23:59:00+05:30', nullable: true, description: 'null or absent: never expires' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'expiresAt must be a date and time, such as 2027-03-31T23:59:00+05:30' })
  expiresAt?: string | null;
}

export class ApiKeyRotationDto {
  @ApiProperty({
    example: 60,
    description: `Minutes the old secret keeps working (0 to ${MAX_ROTATION_GRACE_MINUTES}; 0 stops it at once)`,
  })
  @IsInt({ message: `graceMinutes must be a whole number of minutes from 0 to ${MAX_ROTATION_GRACE_MINUTES}` })
  @Min(0, { message: `graceMinutes must be a whole number of minutes from 0 to ${MAX_ROTATION_GRACE_MINUTES}` })
  @Max(MAX_ROTATION_GRACE_MINUTES, { message: `graceMinutes must be a whole number of minutes from 0 to ${MAX_ROTATION_GRACE_MINUTES}` })
  graceMinutes: number;
}

/** A key as the console lists it; never its secret. */
export class ApiKeyDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'Till at the counter' }) name: string;
  @ApiProperty({ example: 'hk_live_3f9a0c1b2d4e_…', description: 'The start of the secret, to recognise it by' }) hint: string;
  @ApiProperty({ enum: API_SCOPES, isArray: true, example: ['orders:read'] }) scopes: ApiScope[];
  @ApiProperty({ example: '2026-11-26T04:30:00.000Z' }) createdAt: string;
  @ApiProperty({ example: '2027-03-31T18:29:00.000Z', nullable: true, type: String }) expiresAt: string | null;
  @ApiProperty({ example: null, nullable: true, type: String }) revokedAt: string | null;
  @ApiProperty({ example: '2026-11-26T05:00:00.000Z', nullable: true, type: String }) lastUsedAt: string | null;
  @ApiProperty({ example: 42, description: 'Calls made with the key (counted every few seconds)' }) useCount: number;
  @ApiProperty({
    example: null,
    nullable: true,
    type: String,
    description: 'After a rotation: until when the previous secret still works',
  })
  previousSecretValidUntil: string | null;
  @ApiProperty({ enum: ['ACTIVE', 'EXPIRED', 'REVOKED'] }) status: 'ACTIVE' | 'EXPIRED' | 'REVOKED';
}

/** A key just made or rotated: the only answer that ever carries the secret. */
export class IssuedApiKeyDto extends ApiKeyDto {
  @ApiProperty({ example: 'hk_live_3f9a0c1b2d4e_Qm9vZ2llLXdvb2dpZS1ib29naWUtd29vZ2llLWJvbw', description: 'Shown once: copy it now' })
  secret: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const MAX_COMMENT_LENGTH = 1000;

export const trimText = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateReviewDto {
  @ApiProperty({ example: 42, description: 'The order line (orderItems[].id) being reviewed; its order must be yours and DELIVERED' })
  @IsInt({ message: 'orderItemId must be a whole number' })
  @Min(1, { message: 'orderItemId must be a whole number' })
  orderItemId: number;

  @ApiProperty({ example: 5, minimum: 1, maximum: 5, description: 'Whole stars from 1 to 5' })
  @IsInt({ message: 'Rating must be a whole number from 1 to 5' })
  @Min(1, { message: 'Rating must be a whole number from 1 to 5' })
  @Max(5, { message: 'Rating must be a whole number from 1 to 5' })
  rating: number;

  @ApiPropertyOptional({
    example: 'Just like home. The dal was perfect.',
    maxLength: MAX_COMMENT_LENGTH,
    description: 'Empty when left out',
  })
  @IsOptional()
  @Transform(trimText)
  @IsString({ message: 'Comment must be text' })
  @MaxLength(MAX_COMMENT_LENGTH, { message: `Comment must be at most ${MAX_COMMENT_LENGTH} characters` })
  comment?: string;
}

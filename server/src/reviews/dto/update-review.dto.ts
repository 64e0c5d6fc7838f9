import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { Omittable } from '../../common/validation';
import { MAX_COMMENT_LENGTH, trimText } from './create-review.dto';

export class UpdateReviewDto {
  @ApiPropertyOptional({ example: 4, minimum: 1, maximum: 5 })
  @Omittable()
  @IsInt({ message: 'Rating must be a whole number from 1 to 5' })
  @Min(1, { message: 'Rating must be a whole number from 1 to 5' })
  @Max(5, { message: 'Rating must be a whole number from 1 to 5' })
  rating?: number;

  @ApiPropertyOptional({ example: 'Second helping was even better.', maxLength: MAX_COMMENT_LENGTH })
  @Omittable()
  @Transform(trimText)
  @IsString({ message: 'Comment must be text' })
  @MaxLength(MAX_COMMENT_LENGTH, { message: `Comment must be at most ${MAX_COMMENT_LENGTH} characters` })
  comment?: string;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const MAX_REVIEW_PAGE_SIZE = 50;

/** Far past any dish's last page of reviews, and keeps the OFFSET a number every database accepts. */
const MAX_REVIEW_PAGE = 100_000;

export class ReviewPageQuery {
  @ApiPropertyOptional({ example: 1, minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `page must be a whole number from 1 to ${MAX_REVIEW_PAGE}` })
  @Min(1, { message: `page must be a whole number from 1 to ${MAX_REVIEW_PAGE}` })
  @Max(MAX_REVIEW_PAGE, { message: `page must be a whole number from 1 to ${MAX_REVIEW_PAGE}` })
  page?: number;

  @ApiPropertyOptional({ example: 10, minimum: 1, maximum: MAX_REVIEW_PAGE_SIZE, default: 10 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `pageSize must be a whole number from 1 to ${MAX_REVIEW_PAGE_SIZE}` })
  @Min(1, { message: `pageSize must be a whole number from 1 to ${MAX_REVIEW_PAGE_SIZE}` })
  @Max(MAX_REVIEW_PAGE_SIZE, { message: `pageSize must be a whole number from 1 to ${MAX_REVIEW_PAGE_SIZE}` })
  pageSize?: number;
}

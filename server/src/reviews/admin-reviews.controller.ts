import { Controller, Delete, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../auth/auth.decorators';
import { PlainResponse } from '../common/response-decorators';
import { RawListQuery, setContentRange } from '../common/simple-rest';
import { AdminReviewDto } from './review.mapper';
import { ReviewsService } from './reviews.service';
import { wholeNumberId } from '../common/whole-number-id.pipe';
import { ApiFailure } from '../common/api-envelope';
import { REVIEW_ERRORS } from './review.exception';

@ApiTags('admin reviews')
@Controller('admin/reviews')
@AdminOnly('reviews')
@PlainResponse()
export class AdminReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @ApiOperation({ summary: 'Reviews for react-admin: sort, range, filter q (comment, customer, dish) and rating; total in Content-Range' })
  @ApiQuery({ name: 'sort', required: false, example: '["date","DESC"]', description: 'id, date, rating, customerName or menuName' })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiQuery({ name: 'filter', required: false, example: '{"q":"dal","rating":5}' })
  @ApiOkResponse({ description: 'Header Content-Range: reviews 0-0/1', type: [AdminReviewDto] })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminReviewDto[]> {
    const { query, rows, total } = await this.reviews.listForAdmin(raw);
    setContentRange(reply, 'reviews', query, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One review' })
  @ApiOkResponse({ type: AdminReviewDto })
  @ApiFailure(REVIEW_ERRORS, 'REVIEW_NOT_FOUND', 'Review 12 was not found')
  get(@Param('id', wholeNumberId()) id: number): Promise<AdminReviewDto> {
    return this.reviews.getForAdmin(id);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes a review (also the older path DELETE /admin/reviews/{id}); answers the deleted review' })
  @ApiOkResponse({ type: AdminReviewDto })
  @ApiFailure(REVIEW_ERRORS, 'REVIEW_NOT_FOUND', 'Review 12 was not found')
  delete(@Param('id', wholeNumberId()) id: number): Promise<AdminReviewDto> {
    return this.reviews.deleteForAdmin(id);
  }
}

import { Body, Controller, Get, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import { ResponseMessage } from '../common/response-decorators';
import type { User } from '../users/user.entity';
import { CreateReviewDto } from './dto/create-review.dto';
import { ReviewPageQuery } from './dto/review-page.query';
import { UpdateReviewDto } from './dto/update-review.dto';
import { MenuReviewDto, MyReviewDto } from './review.mapper';
import { ReviewsService } from './reviews.service';
import { wholeNumberId } from '../common/whole-number-id.pipe';
import { ApiEnvelope, ApiFailure } from '../common/api-envelope';
import { COMMON_ERRORS } from '../common/common.exception';
import { REVIEW_ERRORS } from './review.exception';

@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Post('reviews')
  @Auth()
  @ResponseMessage('Thank you for your review!')
  @ApiOperation({ summary: 'Review a dish of one of your delivered orders (one review per order line)' })
  @ApiEnvelope(MyReviewDto, { status: HttpStatus.CREATED })
  @ApiFailure(COMMON_ERRORS, 'VALIDATION_FAILED', 'Rating must be a whole number from 1 to 5')
  @ApiFailure(REVIEW_ERRORS, 'ORDER_LINE_NOT_YOURS', 'Order line 42 was not found among your orders')
  @ApiFailure(REVIEW_ERRORS, 'REVIEW_BEFORE_DELIVERY')
  @ApiFailure(REVIEW_ERRORS, 'REVIEW_EXISTS')
  create(@CurrentUser() user: User, @Body() dto: CreateReviewDto): Promise<MyReviewDto> {
    return this.reviews.create(user, dto);
  }

  @Put('reviews/:id')
  @Auth()
  @ResponseMessage('Review updated')
  @ApiOperation({ summary: 'Edit your own review, within 7 days of writing it' })
  @ApiEnvelope(MyReviewDto)
  @ApiFailure(REVIEW_ERRORS, 'REVIEW_NOT_YOURS', 'Review 12 was not found among your reviews')
  @ApiFailure(REVIEW_ERRORS, 'REVIEW_EDIT_WINDOW_PASSED')
  update(@CurrentUser() user: User, @Param('id', wholeNumberId()) id: number, @Body() dto: UpdateReviewDto): Promise<MyReviewDto> {
    return this.reviews.update(user, id, dto);
  }

  @Get('reviews/mine')
  @Auth()
  @ApiOperation({ summary: 'Your reviews, newest first' })
  @ApiEnvelope([MyReviewDto])
  listMine(@CurrentUser() user: User): Promise<MyReviewDto[]> {
    return this.reviews.listMine(user);
  }

  @Get('menus/:id/reviews')
  @ApiTags('menus')
  @ApiOperation({ summary: "A dish's reviews, newest first, one page at a time (an unknown dish has none)" })
  @ApiEnvelope([MenuReviewDto])
  listForDish(@Param('id', wholeNumberId()) id: number, @Query() page: ReviewPageQuery): Promise<MenuReviewDto[]> {
    return this.reviews.listForDish(id, page);
  }
}

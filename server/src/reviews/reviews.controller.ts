import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import { ResponseMessage } from '../common/response-decorators';
import type { User } from '../users/user.entity';
import { CreateReviewDto } from './dto/create-review.dto';
import { ReviewPageQuery } from './dto/review-page.query';
import { UpdateReviewDto } from './dto/update-review.dto';
import { MenuReviewDto, MyReviewDto } from './review.mapper';
import { ReviewsService } from './reviews.service';
import { wholeNumberId } from '../common/whole-number-id.pipe';

const myReviewExample = {
  id: 12,
  orderItemId: 42,
  menuId: 3,
  menuName: 'Dal Makhani',
  rating: 5,
  comment: 'Just like home. The dal was perfect.',
  date: '2026-11-20T09:15:00.000Z',
  editableUntil: '2026-11-27T09:15:00.000Z',
};

@ApiTags('reviews')
@ApiExtraModels(MyReviewDto, MenuReviewDto)
@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Post('reviews')
  @Auth()
  @ResponseMessage('Thank you for your review!')
  @ApiOperation({ summary: 'Review a dish of one of your delivered orders (one review per order line)' })
  @ApiCreatedResponse({
    schema: { properties: { success: { example: true }, message: { example: 'Thank you for your review!' }, data: { $ref: getSchemaPath(MyReviewDto) } } },
  })
  @ApiBadRequestResponse({ schema: { example: { success: false, message: 'Rating must be a whole number from 1 to 5', errors: [{ field: 'rating', message: 'Rating must be a whole number from 1 to 5' }] } } })
  @ApiNotFoundResponse({ schema: { example: { success: false, message: 'Order line 42 was not found among your orders' } } })
  @ApiUnprocessableEntityResponse({ schema: { example: { success: false, message: 'You can review a dish only after its order has been delivered.' } } })
  @ApiConflictResponse({ schema: { example: { success: false, message: 'You have already reviewed this dish from this order. Edit your review instead.' } } })
  create(@CurrentUser() user: User, @Body() dto: CreateReviewDto): Promise<MyReviewDto> {
    return this.reviews.create(user, dto);
  }

  @Put('reviews/:id')
  @Auth()
  @ResponseMessage('Review updated')
  @ApiOperation({ summary: 'Edit your own review, within 7 days of writing it' })
  @ApiOkResponse({ schema: { example: { success: true, message: 'Review updated', data: { ...myReviewExample, rating: 4 } } } })
  @ApiNotFoundResponse({ schema: { example: { success: false, message: 'Review 12 was not found among your reviews' } } })
  @ApiForbiddenResponse({ schema: { example: { success: false, message: 'Reviews can be edited only within 7 days of writing them.' } } })
  update(@CurrentUser() user: User, @Param('id', wholeNumberId()) id: number, @Body() dto: UpdateReviewDto): Promise<MyReviewDto> {
    return this.reviews.update(user, id, dto);
  }

  @Get('reviews/mine')
  @Auth()
  @ApiOperation({ summary: 'Your reviews, newest first' })
  @ApiOkResponse({ schema: { example: { success: true, message: 'OK', data: [myReviewExample] } } })
  listMine(@CurrentUser() user: User): Promise<MyReviewDto[]> {
    return this.reviews.listMine(user);
  }

  @Get('menus/:id/reviews')
  @ApiTags('menus')
  @ApiOperation({ summary: "A dish's reviews, newest first, one page at a time (an unknown dish has none)" })
  @ApiOkResponse({
    schema: {
      example: {
        success: true,
        message: 'OK',
        data: [{ id: 12, customerName: 'Asha Rao', rating: 5, comment: 'Just like home. The dal was perfect.', date: '2026-11-20T09:15:00.000Z' }],
      },
    },
  })
  listForDish(@Param('id', wholeNumberId()) id: number, @Query() page: ReviewPageQuery): Promise<MenuReviewDto[]> {
    return this.reviews.listForDish(id, page);
  }
}

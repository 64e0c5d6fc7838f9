import { ApiProperty } from '@nestjs/swagger';
import type { User } from '../users/user.entity';
import type { Review } from './review.entity';

/** Reviews may be edited by their author for this long after they were written. */
export const REVIEW_EDIT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export function reviewEditableUntil(review: Review): Date {
  return new Date(review.createdAt.getTime() + REVIEW_EDIT_WINDOW_MS);
}

/** The name shown beside a review: the account name, or the part of the e-mail before @ when it is blank. */
export function reviewerName(user: Pick<User, 'name' | 'email'> | undefined): string {
  if (!user) return '';
  const name = user.name?.trim();
  return name ? name : user.email.split('@')[0];
}

/** A review as its author sees it. */
export class MyReviewDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: 42 }) orderItemId: number;
  @ApiProperty({ example: 3 }) menuId: number;
  @ApiProperty({ example: 'Dal Makhani' }) menuName: string;
  @ApiProperty({ example: 5, minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty({ example: 'Just like home. The dal was perfect.' }) comment: string;
  @ApiProperty({ example: '2026-11-20T09:15:00.000Z', description: 'When the review was written' }) date: string;
  @ApiProperty({ example: '2026-11-27T09:15:00.000Z', description: 'Until when the author may still edit it' })
  editableUntil: string;
}

/** A review as anyone reads it on a dish. */
export class MenuReviewDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: 'Asha Rao' }) customerName: string;
  @ApiProperty({ example: 5, minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty({ example: 'Just like home. The dal was perfect.' }) comment: string;
  @ApiProperty({ example: '2026-11-20T09:15:00.000Z' }) date: string;
}

/** A review row of the admin console (react-admin resource "reviews"). */
export class AdminReviewDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: 'Asha Rao' }) customerName: string;
  @ApiProperty({ example: '2026-11-20T09:15:00.000Z' }) date: string;
  @ApiProperty({ example: 5, minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty({ example: 'Just like home. The dal was perfect.' }) comment: string;
  @ApiProperty({ example: 3 }) menuId: number;
  @ApiProperty({ example: 'Dal Makhani' }) menuName: string;
}

/** `review` must be loaded with its user and menuItem relations. */
export function mapMyReview(review: Review): MyReviewDto {
  return {
    id: review.id,
    orderItemId: review.orderItemId,
    menuId: review.menuItemId,
    menuName: review.menuItem?.name ?? '',
    rating: review.rating,
    comment: review.comment,
    date: review.createdAt.toISOString(),
    editableUntil: reviewEditableUntil(review).toISOString(),
  };
}

export function mapMenuReview(review: Review): MenuReviewDto {
  return {
    id: review.id,
    customerName: reviewerName(review.user),
    rating: review.rating,
    comment: review.comment,
    date: review.createdAt.toISOString(),
  };
}

export function mapAdminReview(review: Review): AdminReviewDto {
  return {
    id: review.id,
    customerName: reviewerName(review.user),
    date: review.createdAt.toISOString(),
    rating: review.rating,
    comment: review.comment,
    menuId: review.menuItemId,
    menuName: review.menuItem?.name ?? '',
  };
}

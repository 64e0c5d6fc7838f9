import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { CatalogueChanges } from '../common/catalogue-changes';
import { Clock } from '../common/clock';
import { filterText, idFilter, ListQuery, parseListQuery, RawListQuery } from '../common/simple-rest';
import { containsPattern, LIKE_ESCAPE } from '../common/like-pattern';
import { isUniqueViolation } from '../database/database-errors';
import { OrderLineOwnershipService } from '../orders/reports/order-line-ownership.service';
import type { User } from '../users/user.entity';
import { CreateReviewDto } from './dto/create-review.dto';
import { ReviewPageQuery } from './dto/review-page.query';
import { UpdateReviewDto } from './dto/update-review.dto';
import {
  AdminReviewDto,
  mapAdminReview,
  mapMenuReview,
  mapMyReview,
  MenuReviewDto,
  MyReviewDto,
  reviewEditableUntil,
} from './review.mapper';
import { Review } from './review.entity';
import { commonError } from '../common/common.exception';
import { reviewError } from './review.exception';

const ADMIN_SORT_COLUMNS: Record<string, string> = {
  id: 'r.id',
  date: 'r.createdAt',
  rating: 'r.rating',
  // Lower-cased so SQLite (binary order) sorts like MySQL's case-insensitive collation.
  customerName: 'LOWER(u.name)',
  menuName: 'LOWER(m.name)',
};

function ratingFilter(filter: Record<string, unknown>): number | undefined {
  const text = filterText(filter, 'rating');
  if (text === undefined) return undefined;
  const rating = Number(text);
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw commonError('INVALID_LIST_QUERY', 'filter rating must be a whole number from 1 to 5');
  return rating;
}

@Injectable()
export class ReviewsService {
  constructor(
    @InjectRepository(Review) private readonly reviews: Repository<Review>,
    private readonly orderLines: OrderLineOwnershipService,
    private readonly catalogue: CatalogueChanges,
    private readonly clock: Clock,
  ) {}

  async create(user: User, dto: CreateReviewDto): Promise<MyReviewDto> {
    const line = await this.orderLines.findOrderLine(dto.orderItemId);
    // Someone else's line answers exactly like a missing one, so ids reveal nothing.
    if (!line || line.userId !== user.id) throw reviewError('ORDER_LINE_NOT_YOURS', dto.orderItemId);
    if (line.status !== 'DELIVERED') {
      throw reviewError('REVIEW_BEFORE_DELIVERY');
    }
    if (await this.reviews.existsBy({ orderItemId: line.orderItemId })) throw this.alreadyReviewed();
    const now = this.clock.now();
    let saved: Review;
    try {
      saved = await this.reviews.save(
        this.reviews.create({
          userId: user.id,
          menuItemId: line.menuItemId,
          orderItemId: line.orderItemId,
          rating: dto.rating,
          comment: dto.comment ?? '',
          createdAt: now,
          updatedAt: now,
        }),
      );
    } catch (error) {
      // Two submissions racing past the check above: the unique index lets one through.
      if (isUniqueViolation(error)) throw this.alreadyReviewed();
      throw error;
    }
    this.catalogue.announce();
    return mapMyReview(await this.findReviewByIdOrThrow(saved.id));
  }

  async update(user: User, id: number, dto: UpdateReviewDto): Promise<MyReviewDto> {
    const review = await this.findReviewByIdOrThrow(id);
    if (review.userId !== user.id) throw reviewError('REVIEW_NOT_YOURS', id);
    if (this.clock.now().getTime() > reviewEditableUntil(review).getTime()) {
      throw reviewError('REVIEW_EDIT_WINDOW_PASSED');
    }
    await this.reviews.update(
      { id },
      { ...(dto.rating !== undefined && { rating: dto.rating }), ...(dto.comment !== undefined && { comment: dto.comment }), updatedAt: this.clock.now() },
    );
    this.catalogue.announce();
    return mapMyReview(await this.findReviewByIdOrThrow(id));
  }

  async listMine(user: User): Promise<MyReviewDto[]> {
    const reviews = await this.withNames().where('r.userId = :userId', { userId: user.id }).orderBy('r.createdAt', 'DESC').addOrderBy('r.id', 'DESC').getMany();
    return reviews.map(mapMyReview);
  }

  async listForDish(menuId: number, page: ReviewPageQuery): Promise<MenuReviewDto[]> {
    const pageNumber = page.page ?? 1;
    const pageSize = page.pageSize ?? 10;
    const reviews = await this.withNames()
      .where('r.menuItemId = :menuId', { menuId })
      .orderBy('r.createdAt', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .offset((pageNumber - 1) * pageSize)
      .limit(pageSize)
      .getMany();
    return reviews.map(mapMenuReview);
  }

  async listForAdmin(raw: RawListQuery): Promise<{ query: ListQuery; rows: AdminReviewDto[]; total: number }> {
    const query = parseListQuery(raw, Object.keys(ADMIN_SORT_COLUMNS), ['date', 'DESC']);
    const filtered = this.withNames();
    const search = filterText(query.filter, 'q');
    if (search) {
      filtered.andWhere(
        `(${['r.comment', 'u.name', 'u.email', 'm.name'].map((column) => `LOWER(${column}) LIKE :search ESCAPE '${LIKE_ESCAPE}'`).join(' OR ')})`,
        { search: containsPattern(search) },
      );
    }
    const rating = ratingFilter(query.filter);
    if (rating !== undefined) filtered.andWhere('r.rating = :rating', { rating });
    const ids = idFilter(query.filter.id);
    if (ids) filtered.andWhere(ids.length > 0 ? 'r.id IN (:...ids)' : '1 = 0', { ids });
    const dishes = idFilter(query.filter.menuId);
    if (dishes) filtered.andWhere(dishes.length > 0 ? 'r.menuItemId IN (:...dishes)' : '1 = 0', { dishes });
    const total = await filtered.getCount();
    const reviews = await filtered
      .orderBy(ADMIN_SORT_COLUMNS[query.sortField], query.sortOrder)
      .addOrderBy('r.id', query.sortOrder)
      .offset(query.skip)
      .limit(query.take)
      .getMany();
    return { query, rows: reviews.map(mapAdminReview), total };
  }

  async getForAdmin(id: number): Promise<AdminReviewDto> {
    return mapAdminReview(await this.findReviewByIdOrThrow(id));
  }

  async deleteForAdmin(id: number): Promise<AdminReviewDto> {
    const review = await this.findReviewByIdOrThrow(id);
    await this.reviews.delete({ id });
    this.catalogue.announce();
    return mapAdminReview(review);
  }

  private async findReviewByIdOrThrow(id: number): Promise<Review> {
    const review = await this.withNames().where('r.id = :id', { id }).getOne();
    if (!review) throw reviewError('REVIEW_NOT_FOUND', id);
    return review;
  }

  /** Reviews with their author and dish; both relations are many-to-one, so paging by offset stays exact. */
  private withNames(): SelectQueryBuilder<Review> {
    return this.reviews
      .createQueryBuilder('r')
      .innerJoin('r.user', 'u')
      .addSelect(['u.id', 'u.name', 'u.email'])
      .innerJoin('r.menuItem', 'm')
      .addSelect(['m.id', 'm.name']);
  }

  private alreadyReviewed(): Error {
    return reviewError('REVIEW_EXISTS');
  }
}

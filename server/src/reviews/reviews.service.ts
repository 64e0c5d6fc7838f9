import { WebhookEvents } from '../webhooks/webhook-events.service';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { WriteTransactions } from '../database/write-transactions';
import { MenuItemsService } from '../dishes/menu-items.service';
import { UsersService } from '../users/users.service';
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
};

/** Names live with the accounts and the dishes: the admin list sorts by them here, case-insensitively. */
const NAME_SORTS: Record<string, (review: Review) => string> = {
  customerName: (review) => (review.user?.name ?? '').toLowerCase(),
  menuName: (review) => (review.menuItem?.name ?? '').toLowerCase(),
};

function ratingFilter(filter: Record<string, unknown>): number | undefined {
  const text = filterText(filter, 'rating');
  if (text === undefined) return undefined;
  const rating = Number(text);
  if (!Number.isInteger(rating) || rating < 1 || rating > 5)
    throw commonError('INVALID_LIST_QUERY', 'filter rating must be a whole number from 1 to 5');
  return rating;
}

@Injectable()
export class ReviewsService {
  constructor(
    @InjectRepository(Review) private readonly reviews: Repository<Review>,
    private readonly orderLines: OrderLineOwnershipService,
    private readonly catalogue: CatalogueChanges,
    private readonly users: UsersService,
    private readonly dishes: MenuItemsService,
    private readonly clock: Clock,
    private readonly webhooks: WebhookEvents,
    private readonly writes: WriteTransactions,
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
      saved = await this.writes.transaction(async (manager) => {
        const review = await manager.getRepository(Review).save(
          manager.getRepository(Review).create({
            userId: user.id,
            menuItemId: line.menuItemId,
            orderItemId: line.orderItemId,
            rating: dto.rating,
            comment: dto.comment ?? '',
            createdAt: now,
            updatedAt: now,
          }),
        );
        await this.webhooks.recordWithin(manager, {
          type: 'review.created',
          resourceType: 'review',
          resourceId: String(review.id),
          data: async () => {
            const dish = await this.dishes.findByIds([review.menuItemId], manager);
            return mapAdminReview(Object.assign(review, { user, menuItem: dish.get(review.menuItemId) }));
          },
        });
        return review;
      });
    } catch (error) {
      // Two submissions racing past the check above: the unique index lets one through.
      if (isUniqueViolation(error)) throw this.alreadyReviewed();
      throw error;
    }
    this.catalogue.announce();
    this.webhooks.sendSoon();
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
      {
        ...(dto.rating !== undefined && { rating: dto.rating }),
        ...(dto.comment !== undefined && { comment: dto.comment }),
        updatedAt: this.clock.now(),
      },
    );
    this.catalogue.announce();
    return mapMyReview(await this.findReviewByIdOrThrow(id));
  }

  async listMine(user: User): Promise<MyReviewDto[]> {
    const reviews = await this.reviews
      .createQueryBuilder('r')
      .where('r.userId = :userId', { userId: user.id })
      .orderBy('r.createdAt', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .getMany();
    return (await this.withNames(reviews)).map(mapMyReview);
  }

  async listForDish(menuId: number, page: ReviewPageQuery): Promise<MenuReviewDto[]> {
    const pageNumber = page.page ?? 1;
    const pageSize = page.pageSize ?? 10;
    const reviews = await this.reviews
      .createQueryBuilder('r')
      .where('r.menuItemId = :menuId', { menuId })
      .orderBy('r.createdAt', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .offset((pageNumber - 1) * pageSize)
      .limit(pageSize)
      .getMany();
    return (await this.withNames(reviews)).map(mapMenuReview);
  }

  async listForAdmin(raw: RawListQuery): Promise<{ query: ListQuery; rows: AdminReviewDto[]; total: number }> {
    const query = parseListQuery(raw, [...Object.keys(ADMIN_SORT_COLUMNS), ...Object.keys(NAME_SORTS)], ['date', 'DESC']);
    const filtered = this.reviews.createQueryBuilder('r');
    const search = filterText(query.filter, 'q');
    if (search) {
      // The comment here; author and dish names through their own modules.
      const [authors, dishes] = await Promise.all([this.users.idsMatching(search), this.dishes.idsMatching(search)]);
      const matches = [`LOWER(r.comment) LIKE :search ESCAPE '${LIKE_ESCAPE}'`];
      if (authors.length > 0) matches.push('r.userId IN (:...authors)');
      if (dishes.length > 0) matches.push('r.menuItemId IN (:...dishes)');
      filtered.andWhere(`(${matches.join(' OR ')})`, { search: containsPattern(search), authors, dishes });
    }
    const rating = ratingFilter(query.filter);
    if (rating !== undefined) filtered.andWhere('r.rating = :rating', { rating });
    const ids = idFilter(query.filter.id);
    if (ids) filtered.andWhere(ids.length > 0 ? 'r.id IN (:...ids)' : '1 = 0', { ids });
    const menuIds = idFilter(query.filter.menuId);
    if (menuIds) filtered.andWhere(menuIds.length > 0 ? 'r.menuItemId IN (:...menuIds)' : '1 = 0', { menuIds });
    const byName = NAME_SORTS[query.sortField];
    if (byName) {
      const all = await this.withNames(await filtered.orderBy('r.id', 'ASC').getMany());
      const direction = query.sortOrder === 'DESC' ? -1 : 1;
      all.sort((a, b) => direction * (byName(a).localeCompare(byName(b)) || a.id - b.id));
      return { query, rows: all.slice(query.skip, query.skip + query.take).map(mapAdminReview), total: all.length };
    }
    const total = await filtered.getCount();
    const reviews = await filtered
      .orderBy(ADMIN_SORT_COLUMNS[query.sortField], query.sortOrder)
      .addOrderBy('r.id', query.sortOrder)
      .offset(query.skip)
      .limit(query.take)
      .getMany();
    return { query, rows: (await this.withNames(reviews)).map(mapAdminReview), total };
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
    const review = await this.reviews.findOneBy({ id });
    if (!review) throw reviewError('REVIEW_NOT_FOUND', id);
    return (await this.withNames([review]))[0];
  }

  /** Gives reviews their author and dish, asked of the users and dishes modules. */
  private async withNames(reviews: Review[]): Promise<Review[]> {
    const [authors, dishes] = await Promise.all([
      this.users.findByIds(reviews.map((review) => review.userId)),
      this.dishes.findByIds(reviews.map((review) => review.menuItemId)),
    ]);
    return reviews.map((review) => Object.assign(review, { user: authors.get(review.userId), menuItem: dishes.get(review.menuItemId) }));
  }

  private alreadyReviewed(): Error {
    return reviewError('REVIEW_EXISTS');
  }
}

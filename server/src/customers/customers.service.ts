import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { filterText, idFilter, ListQuery, parseListQuery, RawListQuery } from '../common/simple-rest';
import { CUSTOMER_SORT_FIELDS, CustomerOrderStatsService, CustomerSortField } from '../orders/reports/customer-order-stats.service';
import { CustomerRowDto, mapCustomerRow } from './customer.mapper';
import { customerError } from './customer.exception';

/** A customer is Active while their last order is at most this old. */
export const ACTIVE_CUSTOMER_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

@Injectable()
export class CustomersService {
  constructor(
    private readonly customerStats: CustomerOrderStatsService,
    private readonly clock: Clock,
  ) {}

  async list(raw: RawListQuery): Promise<{ query: ListQuery; rows: CustomerRowDto[]; total: number }> {
    const query = parseListQuery(raw, CUSTOMER_SORT_FIELDS, ['lastOrderDate', 'DESC']);
    const { rows, total } = await this.customerStats.findCustomers({
      activeSince: this.activeSince(),
      search: filterText(query.filter, 'q'),
      ids: idFilter(query.filter.id),
      sortField: query.sortField as CustomerSortField,
      sortOrder: query.sortOrder,
      skip: query.skip,
      take: query.take,
    });
    return { query, rows: rows.map(mapCustomerRow), total };
  }

  async findCustomerByIdOrThrow(id: number): Promise<CustomerRowDto> {
    const row = await this.customerStats.findCustomer(id, this.activeSince());
    if (!row) throw customerError('CUSTOMER_NOT_FOUND', id);
    return mapCustomerRow(row);
  }

  private activeSince(): Date {
    return new Date(this.clock.now().getTime() - ACTIVE_CUSTOMER_WINDOW_MS);
  }
}

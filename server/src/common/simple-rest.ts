import type { FastifyReply } from 'fastify';
import { commonError } from './common.exception';

/** A react-admin (ra-data-simple-rest) list query: ?sort=["f","ASC"]&range=[0,24]&filter={...} */
export interface ListQuery {
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  skip: number;
  take: number;
  filter: Record<string, unknown>;
}

export interface RawListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

function parseJson(name: string, value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw commonError('INVALID_LIST_QUERY', `${name} must be JSON`);
  }
}

const MAX_PAGE = 1000;
/** Far beyond any list here, and small enough for every database's OFFSET. */
const MAX_OFFSET = 1_000_000_000;

function isRange(value: unknown): value is [number, number] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((n) => Number.isInteger(n) && n >= 0 && n <= MAX_OFFSET) &&
    value[0] <= value[1]
  );
}

/** Parses and checks a simple-rest query; sort fields outside `sortable` are refused with 400. */
export function parseListQuery(raw: RawListQuery, sortable: readonly string[], defaultSort: [string, 'ASC' | 'DESC']): ListQuery {
  let [sortField, sortOrder] = defaultSort;
  if (raw.sort) {
    const sort = parseJson('sort', raw.sort);
    if (!Array.isArray(sort) || typeof sort[0] !== 'string') throw commonError('INVALID_LIST_QUERY', 'sort must be ["field","ASC|DESC"]');
    const order = String(sort[1] ?? 'ASC').toUpperCase();
    if (order !== 'ASC' && order !== 'DESC') throw commonError('INVALID_LIST_QUERY', 'sort order must be ASC or DESC');
    if (!sortable.includes(sort[0])) throw commonError('INVALID_LIST_QUERY', `sort field must be one of: ${sortable.join(', ')}`);
    [sortField, sortOrder] = [sort[0], order];
  }
  let skip = 0;
  let take = 25;
  if (raw.range) {
    const range = parseJson('range', raw.range);
    if (!isRange(range)) {
      throw commonError('INVALID_LIST_QUERY', `range must be [first, last] with whole numbers from 0 to ${MAX_OFFSET}, first <= last`);
    }
    skip = range[0];
    take = Math.min(range[1] - range[0] + 1, MAX_PAGE);
  }
  let filter: Record<string, unknown> = {};
  if (raw.filter) {
    const parsed = parseJson('filter', raw.filter);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw commonError('INVALID_LIST_QUERY', 'filter must be a JSON object');
    filter = parsed as Record<string, unknown>;
  }
  return { sortField, sortOrder, skip, take, filter };
}

/** Sets the Content-Range header react-admin reads for the total; an empty page has no range (`orders *\/0`). */
export function setContentRange(reply: FastifyReply, resource: string, query: ListQuery, count: number, total: number): void {
  const range = count === 0 ? '*' : `${query.skip}-${query.skip + count - 1}`;
  reply.header('Content-Range', `${resource} ${range}/${total}`);
}

/** A filter value as a trimmed string, or undefined when absent or blank. */
export function filterText(filter: Record<string, unknown>, key: string): string | undefined {
  const value = filter[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw commonError('INVALID_LIST_QUERY', `filter ${key} must be text`);
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/** react-admin's getMany sends filter {"id":[1,2]}; a single id works too. */
export function idFilter(value: unknown): number[] | undefined {
  if (value === undefined || value === null) return undefined;
  const values = Array.isArray(value) ? value : [value];
  return values.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/** A filter of one or more values from a fixed set (any case), or undefined when absent; another value is refused. */
export function enumFilter<T extends string>(value: unknown, name: string, allowed: readonly T[]): T[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const list = (Array.isArray(value) ? value : [value]).map((item) => String(item).toUpperCase());
  const unknown = list.find((item) => !allowed.includes(item as T));
  if (unknown) throw commonError('INVALID_LIST_QUERY', `filter ${name} must be one of ${allowed.join(', ')}`);
  return list as T[];
}

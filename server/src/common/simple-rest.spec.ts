import { BadRequestException } from '@nestjs/common';
import { parseListQuery } from './simple-rest';

describe('parseListQuery', () => {
  const sortable = ['createdAt', 'name'] as const;

  it('reads sort, range and filter', () => {
    const query = parseListQuery({ sort: '["name","desc"]', range: '[10,19]', filter: '{"q":"dal"}' }, sortable, ['createdAt', 'DESC']);
    expect(query).toEqual({ sortField: 'name', sortOrder: 'DESC', skip: 10, take: 10, filter: { q: 'dal' } });
  });

  it('falls back to the default sort and first page', () => {
    expect(parseListQuery({}, sortable, ['createdAt', 'DESC'])).toMatchObject({ sortField: 'createdAt', skip: 0, take: 25 });
  });

  it('refuses unknown sort fields, bad JSON and inverted ranges', () => {
    expect(() => parseListQuery({ sort: '["password","ASC"]' }, sortable, ['name', 'ASC'])).toThrow(BadRequestException);
    expect(() => parseListQuery({ filter: '{bad' }, sortable, ['name', 'ASC'])).toThrow('filter must be JSON');
    expect(() => parseListQuery({ range: '[5,1]' }, sortable, ['name', 'ASC'])).toThrow(BadRequestException);
  });
});

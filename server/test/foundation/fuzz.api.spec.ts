import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDish, createSchedule } from '../factories/menu.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

/*
 * Property-based fuzzing from the published contract: every operation in docs/openapi.json gets malformed
 * path ids, query values and JSON bodies, as an anonymous visitor, a customer and an admin. No answer may be
 * a 5xx, and an operation whose requests were all refused must not have written a row. Besides, every number and
 * every list the contract describes in a body, nested ones included (`orderItems.0.quantity`), is given denormal and
 * exponent-written numbers and nested lists inside an otherwise plausible body built from the contract's examples,
 * so the odd value is what the server has to deal with. Runs on MySQL/MariaDB as well (TEST_DB=mysql).
 */
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
}

interface SchemaObject {
  $ref?: string;
  type?: string;
  properties?: Record<string, SchemaObject>;
  items?: SchemaObject;
  allOf?: SchemaObject[];
  example?: unknown;
  enum?: unknown[];
  minimum?: number;
}

interface Operation {
  parameters?: Parameter[];
  responses?: Record<string, unknown>;
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, SchemaObject> };
}

const SEED = 20261122;
/**
 * Random requests per operation and role, beside the systematic ones (every known trap in every place, about half of
 * all requests). Eight keeps the walk to about a minute per database; twenty found nothing more in the runs compared.
 */
const REQUESTS_PER_ROLE = 8;
const TABLES = [
  'users',
  'menu_items',
  'menu_schedules',
  'orders',
  'order_items',
  'cart_items',
  'reviews',
  'idempotency_keys',
  'order_events',
];

const contract = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'docs', 'openapi.json'), 'utf8')) as OpenApiDocument;

/** Spellings of ids and numbers that parsers get wrong: padded, signed, huge, fractional, exponent, denormal, empty, odd bytes. */
const ODD_SCALARS = [
  ' 1',
  '+1',
  '01',
  '-1',
  '0',
  '1.5',
  '1e3',
  '1e-7',
  '1e-320',
  '5e-324',
  '-5e-324',
  '99999999999999999999',
  'NaN',
  'null',
  'true',
  '[]',
  '[[]]',
  '[1]',
  '{}',
  '%00',
  '..',
  '',
];
const oddScalar = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_SCALARS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

/** react-admin's sort, range and filter, malformed: wrong lengths, wrong types, reversed, huge, nested. */
const ODD_LIST_QUERIES = [
  '[]',
  '[1]',
  '[0,1,2]',
  '[-1,5]',
  '[5,2]',
  '[0,1e20]',
  '[0,5e-324]',
  '[1e-320,24]',
  '[[]]',
  '[[0],[24]]',
  '["id"]',
  '["id","UP"]',
  '[["id"],"ASC"]',
  '["id",[]]',
  '[1,"ASC"]',
  '{"id":null}',
  '{"id":[null,"x"]}',
  '{"id":[[]]}',
  '{"id":[5e-324]}',
  '{"q":{}}',
  '{"q":[[]]}',
  '{"rating":1e-320}',
  '{"customerId":5e-324}',
  'null',
  '"x"',
  '[',
  '',
];
const oddListQuery = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_LIST_QUERIES) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)) },
);

/** JSON values a client should never send: nulls, huge and denormal numbers, long strings, wrong types, nested structures. */
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  5e-324,
  1e-7,
  2 ** 53 + 1,
  'x'.repeat(5000),
  '',
  [],
  {},
  [null],
  [[]],
  { $ne: 1 },
];

/** Numbers that round to nothing, are not representable as written or are written with an exponent. */
const ODD_NUMBERS = [5e-324, -5e-324, 1e-320, 2.2250738585072014e-308, 1e-7, 1.5e-7, 0.1 + 0.2, 1e21, -0];
/** Lists whose elements are lists, or not what the list holds. */
const ODD_LISTS: unknown[] = [[[]], [[[]]], [[null]], [[1]], [['x']], [[{}]], [null], [1], ['x'], [true], [5e-324]];
const hostileValue = fc.oneof(fc.constantFrom(...HOSTILE_VALUES), fc.jsonValue({ maxDepth: 4 }));

/** The schema itself, with a $ref followed and an allOf merged. */
function resolve(schema: SchemaObject | undefined): SchemaObject {
  if (!schema) return {};
  if (schema.$ref) return resolve(contract.components.schemas[schema.$ref.split('/').pop() ?? '']);
  if (schema.allOf)
    return schema.allOf
      .map(resolve)
      .reduce((merged, part) => ({ ...merged, ...part, properties: { ...merged.properties, ...part.properties } }), {
        ...schema,
        allOf: undefined,
      });
  return schema;
}

const bodySchemaOf = (operation: Operation) => resolve(operation.requestBody?.content?.['application/json']?.schema);

function propertiesOf(operation: Operation): string[] {
  return Object.keys(bodySchemaOf(operation).properties ?? {});
}

/** Ids the seeded rows have, for fields that name them, so a plausible body reaches past "not found". */
const knownIds: Record<string, number> = {};

/** A value the contract describes: its example, else its first allowed value, else one of its type. */
function plausible(schema: SchemaObject, name = ''): unknown {
  const resolved = resolve(schema);
  if (name in knownIds) return knownIds[name];
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.enum) return resolved.enum[0];
  if (resolved.properties)
    return Object.fromEntries(Object.entries(resolved.properties).map(([key, property]) => [key, plausible(property, key)]));
  switch (resolved.type) {
    case 'integer':
    case 'number':
      return resolved.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return 'x';
    case 'array':
      return [plausible(resolved.items ?? {})];
    default:
      return undefined;
  }
}

type FieldPath = (string | number)[];

/** Every number and every list of a body, by path: `price`, `orderItems`, `orderItems.0.quantity`. */
function numbersAndLists(schema: SchemaObject, path: FieldPath = []): { path: FieldPath; kind: 'number' | 'list' }[] {
  const resolved = resolve(schema);
  if (resolved.type === 'number' || resolved.type === 'integer') return [{ path, kind: 'number' }];
  if (resolved.type === 'array') return [{ path, kind: 'list' }, ...numbersAndLists(resolved.items ?? {}, [...path, 0])];
  return Object.entries(resolved.properties ?? {}).flatMap(([key, property]) => numbersAndLists(property, [...path, key]));
}

/** A copy of `body` with `value` at `path`, creating the objects and lists on the way. */
function withValueAt(body: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy: unknown = Array.isArray(body)
    ? [...body]
    : typeof body === 'object' && body !== null
      ? { ...body }
      : typeof head === 'number'
        ? []
        : {};
  const container = copy as Record<string | number, unknown>;
  container[head] = withValueAt(container[head], rest, value);
  return copy;
}

/** Objects built from the operation's own field names with hostile values, or any JSON at all. */
function bodyArbitrary(operation: Operation): fc.Arbitrary<unknown> {
  const fields = propertiesOf(operation);
  const shaped =
    fields.length === 0
      ? fc.dictionary(fc.string({ maxLength: 12 }), hostileValue)
      : fc.dictionary(fc.constantFrom(...fields), hostileValue);
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });
}

interface FuzzRequest {
  path: string;
  query: Record<string, string>;
  body: unknown;
}

function requestArbitrary(template: string, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParameters = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const queryParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
  const listQuery = template.startsWith('/api/v1/admin/') ? ['sort', 'range', 'filter'] : [];
  const queryNames = [...new Set([...queryParameters, ...listQuery])];
  return fc.record({
    path: fc
      .tuple(...pathParameters.map(() => oddScalar))
      .map((values) =>
        pathParameters.reduce((path, name, index) => path.replace(`{${name}}`, encodeURIComponent(values[index] || ' ')), template),
      ),
    query: fc.record(Object.fromEntries(queryNames.map((name) => [name, listQuery.includes(name) ? oddListQuery : oddScalar])), {
      requiredKeys: [],
    }) as fc.Arbitrary<Record<string, string>>,
    body: operation.requestBody ? bodyArbitrary(operation) : fc.constant(undefined),
  });
}

/**
 * Every odd value tried once in every place, so each known trap is checked on every run whatever the random
 * sample holds: each path parameter, each query parameter, each body field on its own.
 */
function systematicRequests(template: string, operation: Operation): FuzzRequest[] {
  const pathParameters = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const withIds = (value: string) =>
    pathParameters.reduce((path, name) => path.replace(`{${name}}`, encodeURIComponent(value || ' ')), template);
  const validPath = withIds('1');
  const body = operation.requestBody ? {} : undefined;
  const queryNames = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
  const listQuery = template.startsWith('/api/v1/admin/') ? ['sort', 'range', 'filter'] : [];
  return [
    ...(pathParameters.length > 0 ? ODD_SCALARS.map((value) => ({ path: withIds(value), query: {}, body })) : []),
    ...queryNames
      .filter((name) => !listQuery.includes(name))
      .flatMap((name) => ODD_SCALARS.map((value) => ({ path: validPath, query: { [name]: value }, body }))),
    ...listQuery.flatMap((name) => ODD_LIST_QUERIES.map((value) => ({ path: validPath, query: { [name]: value }, body }))),
    ...propertiesOf(operation).flatMap((field) =>
      HOSTILE_VALUES.map((value) => ({ path: validPath, query: {}, body: { [field]: value } })),
    ),
    ...oddNumbersAndLists(operation).map((body) => ({ path: validPath, query: {}, body })),
  ];
}

/** A plausible body with one number made odd or one list made nested, for every number and list of the body. */
function oddNumbersAndLists(operation: Operation): unknown[] {
  if (!operation.requestBody) return [];
  const schema = bodySchemaOf(operation);
  const base = plausible(schema);
  return numbersAndLists(schema).flatMap(({ path, kind }) =>
    (kind === 'number' ? ODD_NUMBERS : ODD_LISTS).map((value) => withValueAt(base, path, value)),
  );
}

describe('fuzzing every operation of docs/openapi.json', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    const dish = await createDish(t);
    const schedule = await createSchedule(t, dish.id);
    Object.assign(knownIds, { menuId: dish.id, menuScheduleId: schedule.id });
  });

  afterAll(() => t.close());

  async function rowCounts(): Promise<number[]> {
    return Promise.all(TABLES.map(async (table) => Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n)));
  }

  /**
   * Sends one request over real HTTP and answers its status. An ordinary answer is read whole however long a loaded
   * machine takes; an event stream is closed as soon as its headers say what it is.
   */
  async function send(method: string, request: FuzzRequest, token: string | undefined): Promise<number> {
    const url = new URL(`${t.url}${request.path}`);
    for (const [name, value] of Object.entries(request.query)) url.searchParams.set(name, value);
    const abort = new AbortController();
    try {
      const response = await fetch(url, {
        method: method.toUpperCase(),
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: abort.signal,
      });
      if (!response.headers.get('content-type')?.includes('text/event-stream')) await response.arrayBuffer();
      return response.status;
    } finally {
      abort.abort();
    }
  }

  const operations = Object.entries(contract.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

  it('covers the whole contract', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('reaches the numbers and lists inside bodies, nested ones included', () => {
    const fields = operations.flatMap(({ operation }) =>
      operation.requestBody ? numbersAndLists(bodySchemaOf(operation)).map(({ path }) => path.join('.')) : [],
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        'price',
        'taxRatePercent',
        'minOrder',
        'topics',
        'pickupSlots',
        'orderItems',
        'orderItems.0.quantity',
        'items.0.price',
      ]),
    );
  });

  it.each(operations.map((entry) => [`${entry.method.toUpperCase()} ${entry.path}`, entry] as const))(
    '%s: never a 5xx, and refused requests write nothing',
    async (_name, { path, method, operation }) => {
      const sampled = fc.sample(requestArbitrary(path, operation), { seed: SEED, numRuns: REQUESTS_PER_ROLE * 3 });
      // Fresh tokens per operation: a fuzzed logout-all may revoke the previous ones.
      const customer = (await createUser(t)).token;
      const admin = await adminToken(t);
      const roles = [undefined, customer, admin];
      // Known traps go to the role that gets past the guard: admins for admin-only operations.
      const trusted = '403' in (operation.responses ?? {}) ? admin : customer;
      const requests = [
        ...systematicRequests(path, operation).map((request) => ({ request, token: trusted })),
        ...sampled.map((request, index) => ({ request, token: roles[index % 3] })),
      ];
      const before = await rowCounts();
      const failures: string[] = [];
      let accepted = 0;
      for (const { request, token } of requests) {
        const status = await send(method, request, token);
        if (status >= 500)
          failures.push(
            `${status} for ${method.toUpperCase()} ${request.path} ${JSON.stringify(request.query)} ${JSON.stringify(request.body)?.slice(0, 300)}`,
          );
        if (status < 400) accepted += 1;
      }
      expect(failures).toEqual([]);
      // createUser above wrote one user; nothing else may have appeared if every request was refused.
      if (accepted === 0) expect(await rowCounts()).toEqual(before);
    },
  );
});

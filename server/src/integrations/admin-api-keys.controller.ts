import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { ApiKey } from '../api-keys/api-key.entity';
import { API_KEY_ERRORS, apiKeyError } from '../api-keys/api-key.exception';
import { API_KEY_SORT_FIELDS, ApiKeysService } from '../api-keys/api-keys.service';
import { ActingAdminId, AdminOnly, CurrentApiKey } from '../auth/auth.decorators';
import { ApiFailure } from '../common/api-envelope';
import { ApiListQuery } from '../common/api-list-query.decorator';
import { Clock } from '../common/clock';
import { IdPipe } from '../common/id.pipe';
import { PlainResponse } from '../common/response-decorators';
import { parseListQuery, RawListQuery, setContentRange } from '../common/simple-rest';
import { mapApiKey } from './api-key.mapper';
import { ApiKeyDto, ApiKeyInputDto, ApiKeyRotationDto, IssuedApiKeyDto } from './dto/api-key.dto';
import { KeyGrants } from './key-grants';

const notFound = () => apiKeyError('API_KEY_NOT_FOUND');

/** react-admin's `api-keys` resource: integrators' keys, their scopes and use. A secret is in one answer only. */
@ApiTags('Admin: API keys')
@Controller('admin/api-keys')
@AdminOnly('keys')
@PlainResponse()
export class AdminApiKeysController {
  constructor(
    private readonly keys: ApiKeysService,
    private readonly grants: KeyGrants,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List API keys with their scopes, last use and use count (never a secret)' })
  @ApiListQuery('api-keys', ApiKeyDto, [...API_KEY_SORT_FIELDS], '{}')
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<ApiKeyDto[]> {
    const query = parseListQuery(raw, API_KEY_SORT_FIELDS, ['createdAt', 'DESC']);
    const { rows, total } = await this.keys.list(query);
    setContentRange(reply, 'api-keys', query, rows.length, total);
    return rows.map((key) => mapApiKey(key, this.clock.now()));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One API key' })
  @ApiOkResponse({ type: ApiKeyDto })
  @ApiFailure(API_KEY_ERRORS, 'API_KEY_NOT_FOUND')
  async get(@Param('id', new IdPipe(notFound)) id: number): Promise<ApiKeyDto> {
    return mapApiKey(await this.keys.findOrThrow(id), this.clock.now());
  }

  @Post()
  @ApiOperation({ summary: 'Make a key with a name, scopes and an optional expiry; the answer shows its secret, once' })
  @ApiCreatedResponse({ type: IssuedApiKeyDto })
  @ApiFailure(API_KEY_ERRORS, 'API_KEY_GRANT', 'A key can give only scopes it holds itself; this one lacks orders:write.')
  async create(
    @Body() input: ApiKeyInputDto,
    @ActingAdminId() makerId: number,
    @CurrentApiKey() callerKey: ApiKey | undefined,
  ): Promise<IssuedApiKeyDto> {
    this.grants.assertMayGrant(callerKey, input.scopes);
    const issued = await this.keys.create(
      { name: input.name.trim(), scopes: input.scopes, expiresAt: input.expiresAt ? new Date(input.expiresAt) : null },
      makerId,
    );
    return { ...mapApiKey(issued.key, this.clock.now()), secret: issued.secret };
  }

  @Post(':id/rotate')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new secret for the key; the old one keeps working for graceMinutes, then stops' })
  @ApiOkResponse({ type: IssuedApiKeyDto })
  @ApiFailure(API_KEY_ERRORS, 'API_KEY_NOT_FOUND')
  @ApiFailure(API_KEY_ERRORS, 'API_KEY_REVOKED')
  async rotate(
    @Param('id', new IdPipe(notFound)) id: number,
    @Body() input: ApiKeyRotationDto,
    @CurrentApiKey() callerKey: ApiKey | undefined,
  ): Promise<IssuedApiKeyDto> {
    this.grants.assertMayGrant(callerKey, (await this.keys.findOrThrow(id)).scopes);
    const issued = await this.keys.rotate(id, input.graceMinutes);
    return { ...mapApiKey(issued.key, this.clock.now()), secret: issued.secret };
  }

  @Post(':id/revoke')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stop the key at once, on every instance (its secret and any rotated-out one)' })
  @ApiOkResponse({ type: ApiKeyDto })
  @ApiFailure(API_KEY_ERRORS, 'API_KEY_NOT_FOUND')
  async revoke(@Param('id', new IdPipe(notFound)) id: number): Promise<ApiKeyDto> {
    return mapApiKey(await this.keys.revoke(id), this.clock.now());
  }
}

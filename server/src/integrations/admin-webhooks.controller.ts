import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../auth/auth.decorators';
import { ApiFailure } from '../common/api-envelope';
import { ApiListQuery } from '../common/api-list-query.decorator';
import { IdPipe } from '../common/id.pipe';
import { PlainResponse } from '../common/response-decorators';
import { idFilter, parseListQuery, RawListQuery, setContentRange } from '../common/simple-rest';
import { DELIVERY_SORT_FIELDS, WEBHOOK_SORT_FIELDS, WebhookEndpoints } from '../webhooks/webhook-endpoints.service';
import { WEBHOOK_ERRORS, webhookError } from '../webhooks/webhook.exception';
import {
  CreatedWebhookEndpointDto,
  WebhookDeliveryDto,
  WebhookEndpointDto,
  WebhookEndpointInputDto,
  WebhookEndpointUpdateDto,
  WebhookReplayAnswerDto,
  WebhookReplayDto,
} from './dto/webhook.dto';
import { mapWebhookDelivery, mapWebhookEndpoint } from './webhook.mapper';

const endpointNotFound = () => webhookError('WEBHOOK_NOT_FOUND');
const deliveryNotFound = () => webhookError('WEBHOOK_DELIVERY_NOT_FOUND');

/** react-admin's `webhooks` resource: where integrators want events, signed with a secret shown once. */
@ApiTags('Admin: webhooks')
@Controller('admin/webhooks')
@AdminOnly('webhooks')
@PlainResponse()
export class AdminWebhooksController {
  constructor(private readonly webhooks: WebhookEndpoints) {}

  @Get()
  @ApiOperation({ summary: 'List webhook endpoints (never their signing secrets)' })
  @ApiListQuery('webhooks', WebhookEndpointDto, [...WEBHOOK_SORT_FIELDS], '{}')
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<WebhookEndpointDto[]> {
    const query = parseListQuery(raw, WEBHOOK_SORT_FIELDS, ['createdAt', 'DESC']);
    const { rows, total } = await this.webhooks.list(query);
    setContentRange(reply, 'webhooks', query, rows.length, total);
    return rows.map(mapWebhookEndpoint);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One webhook endpoint' })
  @ApiOkResponse({ type: WebhookEndpointDto })
  @ApiFailure(WEBHOOK_ERRORS, 'WEBHOOK_NOT_FOUND')
  async get(@Param('id', new IdPipe(endpointNotFound)) id: number): Promise<WebhookEndpointDto> {
    return mapWebhookEndpoint(await this.webhooks.findOrThrow(id));
  }

  @Post()
  @ApiOperation({ summary: 'Register an endpoint for some event types; the answer shows its signing secret, once' })
  @ApiCreatedResponse({ type: CreatedWebhookEndpointDto })
  @ApiFailure(WEBHOOK_ERRORS, 'WEBHOOK_URL_REFUSED', 'The webhook URL was refused: the host 10.0.0.1 is a private address')
  async create(@Body() input: WebhookEndpointInputDto): Promise<CreatedWebhookEndpointDto> {
    const endpoint = await this.webhooks.create(input);
    return { ...mapWebhookEndpoint(endpoint), signingSecret: endpoint.signingSecret };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change the URL, description or event types; enable a switched-off endpoint again' })
  @ApiOkResponse({ type: WebhookEndpointDto })
  @ApiFailure(WEBHOOK_ERRORS, 'WEBHOOK_NOT_FOUND')
  @ApiFailure(WEBHOOK_ERRORS, 'WEBHOOK_URL_REFUSED', 'The webhook URL was refused: the host 10.0.0.1 is a private address')
  async update(
    @Param('id', new IdPipe(endpointNotFound)) id: number,
    @Body() input: WebhookEndpointUpdateDto,
  ): Promise<WebhookEndpointDto> {
    return mapWebhookEndpoint(await this.webhooks.update(id, input));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove an endpoint: nothing more is sent to it' })
  @ApiOkResponse({ type: WebhookEndpointDto })
  @ApiFailure(WEBHOOK_ERRORS, 'WEBHOOK_NOT_FOUND')
  async remove(@Param('id', new IdPipe(endpointNotFound)) id: number): Promise<WebhookEndpointDto> {
    return mapWebhookEndpoint(await this.webhooks.remove(id));
  }

  @Post(':id/replay')
  @HttpCode(200)
  @ApiOperation({ summary: 'Replay since: send again, in order, every event the endpoint was sent from a time on' })
  @ApiOkResponse({ type: WebhookReplayAnswerDto })
  @ApiFailure(WEBHOOK_ERRORS, 'WEBHOOK_NOT_FOUND')
  async replay(@Param('id', new IdPipe(endpointNotFound)) id: number, @Body() input: WebhookReplayDto): Promise<WebhookReplayAnswerDto> {
    return { queued: await this.webhooks.replaySince(id, new Date(input.since)) };
  }
}

/** react-admin's `webhook-deliveries` resource: every delivery with its tries; Resend sends one again. */
@ApiTags('Admin: webhooks')
@Controller('admin/webhook-deliveries')
@AdminOnly('webhooks')
@PlainResponse()
export class AdminWebhookDeliveriesController {
  constructor(private readonly webhooks: WebhookEndpoints) {}

  @Get()
  @ApiOperation({ summary: 'Deliveries, newest first, with every try; filter endpointId' })
  @ApiListQuery('webhook-deliveries', WebhookDeliveryDto, [...DELIVERY_SORT_FIELDS], '{"endpointId":2}')
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<WebhookDeliveryDto[]> {
    const query = parseListQuery(raw, DELIVERY_SORT_FIELDS, ['id', 'DESC']);
    const endpointId = idFilter(query.filter.endpointId)?.[0];
    const { rows, total } = await this.webhooks.deliveriesOf(endpointId, query);
    setContentRange(reply, 'webhook-deliveries', query, rows.length, total);
    return rows.map(mapWebhookDelivery);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One delivery with every try' })
  @ApiOkResponse({ type: WebhookDeliveryDto })
  @ApiFailure(WEBHOOK_ERRORS, 'WEBHOOK_DELIVERY_NOT_FOUND')
  async get(@Param('id', new IdPipe(deliveryNotFound)) id: number): Promise<WebhookDeliveryDto> {
    return mapWebhookDelivery(await this.webhooks.deliveryOrThrow(id));
  }

  @Post(':id/resend')
  @HttpCode(200)
  @ApiOperation({ summary: "Resend: the delivery's event once more to its endpoint, as a new delivery with the same webhook-id" })
  @ApiOkResponse({ type: WebhookDeliveryDto })
  @ApiFailure(WEBHOOK_ERRORS, 'WEBHOOK_DELIVERY_NOT_FOUND')
  async resend(@Param('id', new IdPipe(deliveryNotFound)) id: number): Promise<WebhookDeliveryDto> {
    return mapWebhookDelivery(await this.webhooks.resend(id));
  }
}

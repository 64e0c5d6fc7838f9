import { Controller, Get, Optional } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailure } from '../common/api-envelope';
import { DataSource } from 'typeorm';
import { COMMON_ERRORS, commonError } from '../common/common.exception';
import { ResponseMessage } from '../common/response-decorators';
import { RedisAvailability } from '../redis/redis-availability';

/** Load balancers give up on a check after a few seconds: answer 503 well before that. */
export const HEALTH_PROBE_LIMIT_MS = 1500;

const REDIS_STATES = ['up', 'unavailable', 'not configured'] as const;
type RedisState = (typeof REDIS_STATES)[number];

class HealthDto {
  @ApiProperty({
    enum: ['ok', 'degraded'],
    example: 'ok',
    description: "'degraded' while Redis does not answer: the instance serves every request, sharing nothing with the others",
  })
  status!: 'ok' | 'degraded';

  @ApiProperty({ example: 'up' })
  database!: string;

  @ApiProperty({ enum: REDIS_STATES, example: 'up', description: "'not configured' without REDIS_URL (a single instance needs none)" })
  redis!: RedisState;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Optional() private readonly redis?: RedisAvailability,
  ) {}

  /**
   * 503 when the database does not answer: the instance cannot serve, so a load balancer should send its traffic
   * elsewhere. A silent Redis is only 'degraded' with 200: the instance still serves everything on its own (local rate
   * limits, sessions read from the database, its own order events), and every instance shares the one Redis, so
   * taking them out of rotation for it would turn a degraded site into a site that is down.
   */
  @Get()
  @ResponseMessage('Healthy')
  @ApiOperation({ summary: 'Reports whether the server, its database and (with REDIS_URL) Redis answer' })
  @ApiEnvelope(HealthDto)
  @ApiFailure(COMMON_ERRORS, 'DATABASE_UNAVAILABLE')
  async check(): Promise<HealthDto> {
    const [databaseAnswers, redis] = await Promise.all([this.databaseAnswers(), this.redisState()]);
    if (!databaseAnswers) throw commonError('DATABASE_UNAVAILABLE');
    return { status: redis === 'unavailable' ? 'degraded' : 'ok', database: 'up', redis };
  }

  /** Asks Redis now; the command timeout bounds the wait well inside HEALTH_PROBE_LIMIT_MS. */
  private async redisState(): Promise<RedisState> {
    if (!this.redis) return 'not configured';
    return (await this.redis.probe()) ? 'up' : 'unavailable';
  }

  private async databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const probe = this.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
    const limit = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), HEALTH_PROBE_LIMIT_MS)));
    try {
      return await Promise.race([probe, limit]);
    } finally {
      clearTimeout(timer);
    }
  }
}

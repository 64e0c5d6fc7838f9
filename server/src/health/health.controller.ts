import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailure } from '../common/api-envelope';
import { DataSource } from 'typeorm';
import { COMMON_ERRORS, commonError } from '../common/common.exception';
import { ResponseMessage } from '../common/response-decorators';

/** Load balancers give up on a check after a few seconds: answer 503 well before that. */
export const HEALTH_PROBE_LIMIT_MS = 1500;

class HealthDto {
  @ApiProperty({ example: 'ok' })
  status!: string;

  @ApiProperty({ example: 'up' })
  database!: string;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ResponseMessage('Healthy')
  @ApiOperation({ summary: 'Reports whether the server and its database answer' })
  @ApiEnvelope(HealthDto)
  @ApiFailure(COMMON_ERRORS, 'DATABASE_UNAVAILABLE')
  async check(): Promise<HealthDto> {
    if (!(await this.databaseAnswers())) throw commonError('DATABASE_UNAVAILABLE');
    return { status: 'ok', database: 'up' };
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

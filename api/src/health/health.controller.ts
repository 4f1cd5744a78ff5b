import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { healthResponse, type HealthResponse } from '@shared/contracts/health';
import { Contract } from '../common/validation/contract';

const DATABASE_PING_TIMEOUT_MS = 2000;

@Controller('healthz')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @Contract({
    summary: 'Liveness and database reachability (503 with the reason when the database is down)',
    response: healthResponse,
  })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.dataSource.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${DATABASE_PING_TIMEOUT_MS} ms`)),
            DATABASE_PING_TIMEOUT_MS,
          ).unref();
        }),
      ]);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'error', database: error instanceof Error ? error.message : String(error) };
    } finally {
      // A timer per request left to run out would pile up under load.
      clearTimeout(timer);
    }
  }
}

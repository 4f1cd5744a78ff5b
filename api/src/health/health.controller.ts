import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { healthResponse, type HealthResponse } from '@shared/contracts/health';
import { Contract } from '../common/validation/contract';
import { Public } from '../common/auth/public.decorator';

const DATABASE_PING_TIMEOUT_MS = 2000;

@Public()
@Controller('healthz')
export class HealthController {
  /** The ping in flight: checks that arrive while it runs share its answer. */
  private ping: Promise<void> | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @Contract({
    summary: 'Liveness and database reachability (503 with the reason when the database is down)',
    response: healthResponse,
  })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    try {
      await this.pingDatabase();
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'error', database: error instanceof Error ? error.message : String(error) };
    }
  }

  /**
   * `SELECT 1`, within DATABASE_PING_TIMEOUT_MS. One at a time: a load balancer or a monitor
   * polling under load gets the answer of the ping that is running (started moments before, so
   * just as current) instead of queueing a round trip of its own behind the requests being served.
   */
  private pingDatabase(): Promise<void> {
    this.ping ??= this.runPing().finally(() => {
      this.ping = null;
    });
    return this.ping;
  }

  private async runPing(): Promise<void> {
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
    } finally {
      clearTimeout(timer);
    }
  }
}

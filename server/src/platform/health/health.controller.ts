import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';

/** Longest wait for the database's answer: a paused server makes the check fail, not hang. */
const CHECK_LIMIT_MS = 2_000;

@Controller('api/health')
export class HealthController {
  private readonly limitMs: number;

  constructor(
    private readonly dataSource: DataSource,
    config: AppConfig,
  ) {
    const { connectMs, queryMs } = config.databaseTimeouts;
    this.limitMs = Math.min(CHECK_LIMIT_MS, connectMs, queryMs || CHECK_LIMIT_MS);
  }

  /** Liveness: the process answers. */
  @Get('live')
  @HttpCode(200)
  live() {
    return { ok: true, status: 'up' };
  }

  /** Readiness: the database answers too, within a short bound. */
  @Get()
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.dataSource.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('health check timed out')), this.limitMs);
        }),
      ]);
      return { ok: true, status: 'up', checks: { database: 'up' } };
    } catch {
      reply.status(503);
      return {
        ok: false,
        code: 'DATABASE_UNAVAILABLE',
        message: 'El servicio no está disponible en este momento.',
        status: 'down',
        checks: { database: 'down' },
      };
    } finally {
      clearTimeout(timer);
    }
  }
}

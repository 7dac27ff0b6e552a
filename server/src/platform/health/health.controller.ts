import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';

@Controller('api/health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  /** Liveness: the process answers. */
  @Get('live')
  @HttpCode(200)
  live() {
    return { ok: true, status: 'up' };
  }

  /** Readiness: the database answers too. */
  @Get()
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    try {
      await this.dataSource.query('SELECT 1');
      return { ok: true, status: 'up', checks: { database: 'up' } };
    } catch {
      reply.status(503);
      return { ok: false, status: 'down', checks: { database: 'down' } };
    }
  }
}

import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { ReportsService } from '../../application/reports.service';
import { ReportInput } from '../graphql/moderation.types';
import { reportMessage } from '../report-message';

@Controller('api/report')
export class ReportController {
  constructor(private readonly reports: ReportsService) {}

  /** JSON `{ targetType, targetId, reason, text }`; 429 with Retry-After past the limit. */
  @Post()
  @HttpCode(201)
  @UseGuards(JwtAuthGuard)
  async report(@CurrentViewer() viewer: Viewer, @Body() body: ReportInput) {
    const { created } = await this.reports.report(viewer, body);
    return { ok: true, created, message: reportMessage(created) };
  }
}

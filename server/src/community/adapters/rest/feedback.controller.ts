import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { RequestWithClient } from '../../../platform/http/client-context';
import { FeedbackService } from '../../application/feedback.service';
import { SendFeedbackInput } from '../dto/feedback.inputs';
import { feedbackOrigin } from '../feedback-origin';

@Controller('api/feedback')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  /** The spec's call: JSON `{ message, rating }`, answered `{ ok, success }`. */
  @Post()
  @HttpCode(201)
  @UseGuards(JwtAuthGuard)
  async send(
    @CurrentViewer() viewer: Viewer,
    @Body() body: SendFeedbackInput,
    @Req() req: RequestWithClient,
  ) {
    await this.feedback.send(viewer.id, body, feedbackOrigin(req));
    return { ok: true, success: true };
  }
}

import {
  Body,
  Controller,
  HttpCode,
  Param,
  Post,
  Req,
  UseGuards,
  type RawBodyRequest,
} from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { BillingService } from '../../application/billing.service';
import { BillingError } from '../../domain/billing.error';
import { planFromProviderCode } from '../../domain/plans';
import { requestOrigin } from '../../../platform/http/request-origin';
import { INTERNAL_TAG } from '../../../platform/http/openapi';

export class CreateSubscriptionBody {
  @ApiProperty({ description: 'Plan: basic, pro o max', example: 'pro' })
  @IsString({ message: 'Elige un plan.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  planName!: string;

  @ApiPropertyOptional({ description: 'Cobro anual (por defecto) o mensual', default: true })
  @IsOptional()
  @IsBoolean({ message: 'billingCycleAnnual debe ser verdadero o falso.' })
  billingCycleAnnual?: boolean;
}

/** The spec's two payment calls, and the gateways' webhooks. */
@Controller('api/payment')
export class PaymentController {
  constructor(private readonly billing: BillingService) {}

  @Post('create-subscription')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async createSubscription(
    @CurrentViewer() viewer: Viewer,
    @Body() body: CreateSubscriptionBody,
    @Req() req: FastifyRequest,
  ) {
    const plan = planFromProviderCode(body.planName);
    if (!plan) {
      throw new BillingError('BILLING.UNKNOWN_PLAN', 'Ese plan no existe. Elige basic, pro o max.');
    }
    const { url } = await this.billing.createSubscription(
      viewer,
      plan,
      body.billingCycleAnnual === false ? 'monthly' : 'yearly',
      requestOrigin(req),
    );
    return { ok: true, data: { url } };
  }

  @Post('cancel-subscription')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async cancelSubscription(@CurrentViewer() viewer: Viewer) {
    const { message } = await this.billing.cancelSubscription(viewer.id);
    return { ok: true, message };
  }

  /** Every gateway posts here; the body is verified over its exact bytes. */
  @Post('webhooks/:gateway')
  @ApiTags(INTERNAL_TAG)
  @HttpCode(200)
  async webhook(@Param('gateway') gateway: string, @Req() req: RawBodyRequest<FastifyRequest>) {
    if (!/^[a-z]{1,20}$/.test(gateway)) {
      throw new BillingError('BILLING.WEBHOOK_INVALID', 'Pasarela de pago desconocida.');
    }
    await this.billing.receiveWebhook(gateway, {
      rawBody: req.rawBody?.toString('utf8') ?? '',
      headers: Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
      ),
      query: Object.fromEntries(
        Object.entries((req.query ?? {}) as Record<string, unknown>).map(([k, v]) => [
          k,
          typeof v === 'string' ? v : undefined,
        ]),
      ),
    });
    return { ok: true };
  }
}

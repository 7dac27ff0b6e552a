import { ApiTags } from '@nestjs/swagger';
import { INTERNAL_TAG } from '../../../platform/http/openapi';
import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PaymentGateways } from '../../ports/payment-gateways';
import { SandboxCharge, SandboxGateway } from './sandbox-gateway';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function money(minor: number, currency: string): string {
  return new Intl.NumberFormat('es-CO', { style: 'currency', currency }).format(minor / 100);
}

function page(charge: SandboxCharge): string {
  const open = charge.status === 'open';
  const every = charge.cycle === 'yearly' ? ' al año' : charge.cycle === 'monthly' ? ' al mes' : '';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pago de prueba · Mixel</title>
<style>
:root{color-scheme:light dark;font-family:system-ui,sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:Canvas;color:CanvasText}
*{box-sizing:border-box}
main{width:min(420px,92vw);border:1px solid color-mix(in srgb,CanvasText 15%,transparent);border-radius:16px;padding:28px;box-shadow:0 8px 30px rgb(0 0 0/.08)}
.tag{display:inline-block;font-size:12px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;padding:4px 10px;border-radius:99px;background:#fde68a;color:#713f12}
h1{font-size:20px;margin:16px 0 4px}
.amount{font-size:32px;font-weight:700;margin:12px 0 4px}
p{margin:6px 0;opacity:.8;line-height:1.45}
form{display:flex;gap:12px;margin-top:24px}
button{flex:1;font:inherit;font-weight:600;padding:12px;border-radius:10px;border:0;cursor:pointer}
.ok{background:#16a34a;color:#fff}.no{background:color-mix(in srgb,CanvasText 10%,transparent);color:inherit}
button:focus-visible{outline:3px solid #6366f1;outline-offset:2px}
</style></head>
<body><main>
<span class="tag">Pasarela de prueba</span>
<h1>${escape(charge.title)}</h1>
<div class="amount">${escape(money(charge.amount, charge.currency))}${every}</div>
<p>Este es el pago de prueba de Mixel: no se cobra dinero real. Elige el resultado que quieres simular.</p>
${
  open
    ? `<form method="post" enctype="text/plain">
<button class="ok" type="submit" formaction="${escape(charge.id)}/approve">Aprobar pago</button>
<button class="no" type="submit" formaction="${escape(charge.id)}/decline">Rechazar pago</button>
</form>`
    : `<p><strong>Este pago ya fue procesado.</strong> <a href="${escape(charge.returnUrl)}">Volver a Mixel</a></p>`
}
</main></body></html>`;
}

/** The sandbox gateway's own checkout page, at the URL its checkouts answer. */
@ApiTags(INTERNAL_TAG)
@Controller('api/payment/sandbox/checkout')
export class SandboxCheckoutController {
  constructor(private readonly gateways: PaymentGateways) {}

  private sandbox(): SandboxGateway | null {
    const gateway = this.gateways.byName('sandbox');
    return gateway instanceof SandboxGateway ? gateway : null;
  }

  @Get(':id')
  async show(@Param('id') id: string, @Res() reply: FastifyReply) {
    const charge = /^sbx_\w{1,40}$/.test(id) ? await this.sandbox()?.charge(id) : null;
    if (!charge) {
      return reply.status(404).type('text/html; charset=utf-8').send('<p>Pago no encontrado.</p>');
    }
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page(charge));
  }

  @Post(':id/approve')
  @HttpCode(303)
  approve(@Param('id') id: string, @Res() reply: FastifyReply) {
    return this.decide(id, true, reply);
  }

  @Post(':id/decline')
  @HttpCode(303)
  decline(@Param('id') id: string, @Res() reply: FastifyReply) {
    return this.decide(id, false, reply);
  }

  private async decide(id: string, approve: boolean, reply: FastifyReply) {
    const back = /^sbx_\w{1,40}$/.test(id) ? await this.sandbox()?.decide(id, approve) : null;
    if (!back) {
      return reply.status(404).type('text/html; charset=utf-8').send('<p>Pago no encontrado.</p>');
    }
    return reply.status(303).header('location', back).send();
  }
}

import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../config/app-config';
import { EmailSender } from './email-sender.port';
import { FileEmailSender, KeptEmail } from './file-email-sender';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

function shell(title: string, body: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)} · Correo de desarrollo · Mixel</title>
<style>
:root{color-scheme:light dark;font-family:system-ui,sans-serif}
body{margin:0;background:Canvas;color:CanvasText}
header{padding:16px 20px;border-bottom:1px solid color-mix(in srgb,CanvasText 15%,transparent)}
header p{margin:4px 0 0;opacity:.7;font-size:14px}
h1{font-size:18px;margin:0}
ul{list-style:none;margin:0;padding:0}
li a{display:block;padding:14px 20px;border-bottom:1px solid color-mix(in srgb,CanvasText 10%,transparent);color:inherit;text-decoration:none}
li a:hover,li a:focus-visible{background:color-mix(in srgb,CanvasText 6%,transparent)}
.meta{font-size:13px;opacity:.7;overflow-wrap:anywhere}
.empty{padding:20px;opacity:.7}
.mail{padding:0;background:#fff;color:#111}
pre{white-space:pre-wrap;overflow-wrap:anywhere;padding:16px 20px;margin:0;font-size:13px}
</style></head><body>${body}</body></html>`;
}

function listPage(mails: KeptEmail[]): string {
  const items = mails
    .map(
      (m) => `<li><a href="/dev/mail/${escape(m.id)}"><strong>${escape(m.subject)}</strong>
<div class="meta">Para ${escape(m.to)} · ${escape(new Date(m.sentAt).toLocaleString('es-CO', { timeZone: 'America/Bogota' }))}</div></a></li>`,
    )
    .join('\n');
  return shell(
    'Bandeja',
    `<header><h1>Correo de desarrollo</h1><p>Sin SMTP_URL, Mixel guarda aquí cada correo que envía (DATA_DIR/mail).</p></header>
${mails.length ? `<ul>${items}</ul>` : '<p class="empty">Todavía no se ha enviado ningún correo.</p>'}`,
  );
}

function messagePage(m: KeptEmail): string {
  return shell(
    m.subject,
    `<header><p><a href="/dev/mail">← Todos los correos</a></p><h1>${escape(m.subject)}</h1>
<p class="meta">De ${escape(m.from)} · Para ${escape(m.to)}</p></header>
<div class="mail">${m.html}</div>
<details><summary style="padding:12px 20px">Texto plano</summary><pre>${escape(m.text)}</pre></details>`,
  );
}

/**
 * The embedded mail's inbox for developers and the E2E tests: only while mail is kept on disk
 * (no SMTP_URL), outside production, and for requests from this machine, since the messages
 * hold sign-in links.
 */
@ApiExcludeController()
@Controller('dev/mail')
export class DevMailController {
  constructor(
    private readonly config: AppConfig,
    private readonly sender: EmailSender,
  ) {}

  @Get()
  async list(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const inbox = this.inbox(req);
    if (!inbox) {
      return notFound(reply);
    }
    return html(reply, listPage(await inbox.list()));
  }

  @Get(':id')
  async show(@Param('id') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const inbox = this.inbox(req);
    const json = id.endsWith('.json');
    const mail = inbox ? await inbox.find(json ? id.slice(0, -5) : id) : null;
    if (!mail) {
      return notFound(reply);
    }
    return json
      ? reply.header('cache-control', 'no-store').send(mail)
      : html(reply, messagePage(mail));
  }

  private inbox(req: FastifyRequest): FileEmailSender | null {
    const local = LOOPBACK.test(req.socket.remoteAddress ?? '');
    return this.config.mail.devInbox && local && this.sender instanceof FileEmailSender
      ? this.sender
      : null;
  }
}

function html(reply: FastifyReply, body: string) {
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

function notFound(reply: FastifyReply) {
  return reply.status(404).type('text/html; charset=utf-8').send('<p>No encontrado.</p>');
}

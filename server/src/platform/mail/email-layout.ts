/** Escapes text for the HTML part of a message. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Mixel's HTML mail: a heading, paragraphs (already escaped HTML) and one button, in inline
 * styles and tables that every mail client renders.
 */
export function emailHtml(parts: {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}): string {
  const button = parts.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;background:#7c3aed;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:10px">${escapeHtml(parts.action.label)}</a></p>
<p style="font-size:13px;color:#555;overflow-wrap:anywhere">Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${escapeHtml(parts.action.url)}" style="color:#6d28d9">${escapeHtml(parts.action.url)}</a></p>`
    : '';
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:16px;padding:28px">
<tr><td>
<p style="margin:0 0 20px;font-size:22px;font-weight:800;color:#7c3aed">Mixel</p>
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(parts.heading)}</h1>
${parts.paragraphs.map((p) => `<p style="line-height:1.5;margin:0 0 12px">${p}</p>`).join('\n')}
${button}
${parts.footnote ? `<p style="font-size:13px;color:#71717a;line-height:1.5;margin-top:24px">${escapeHtml(parts.footnote)}</p>` : ''}
</td></tr></table></td></tr></table></body></html>`;
}

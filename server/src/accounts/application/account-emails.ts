import type { EmailMessage } from '../../platform/mail/email-sender.port';
import { emailHtml, escapeHtml } from '../../platform/mail/email-layout';

type Letter = Omit<EmailMessage, 'to'>;

const IGNORE = 'Si no fuiste tú, ignora este correo: tu cuenta sigue igual.';

/** The link to confirm the address given at sign-up. */
export function verifyEmailLetter(fullname: string, url: string): Letter {
  return {
    subject: 'Confirma tu correo en Mixel',
    text: `Hola, ${fullname}:\n\nConfirma que este es tu correo de Mixel abriendo este enlace (vale 7 días):\n\n${url}\n\n${IGNORE}\n`,
    html: emailHtml({
      heading: 'Confirma tu correo',
      paragraphs: [
        `Hola, ${escapeHtml(fullname)}:`,
        'Confirma que este es tu correo de Mixel. El enlace vale 7 días.',
      ],
      action: { label: 'Confirmar mi correo', url },
      footnote: IGNORE,
    }),
  };
}

/** The link to set a new password; says nothing about the account beyond its name. */
export function resetPasswordLetter(fullname: string, url: string): Letter {
  const ignore = 'Si no lo pediste, ignora este correo: tu contraseña no cambia.';
  return {
    subject: 'Restablece tu contraseña de Mixel',
    text: `Hola, ${fullname}:\n\nPediste restablecer tu contraseña de Mixel. Elige una nueva con este enlace (vale 1 hora y se usa una sola vez):\n\n${url}\n\n${ignore}\n`,
    html: emailHtml({
      heading: 'Restablece tu contraseña',
      paragraphs: [
        `Hola, ${escapeHtml(fullname)}:`,
        'Pediste restablecer tu contraseña de Mixel. El enlace vale 1 hora y se usa una sola vez.',
      ],
      action: { label: 'Elegir una contraseña nueva', url },
      footnote: ignore,
    }),
  };
}

/** Sent to the new address: the change happens only when this link is followed. */
export function changeEmailLetter(fullname: string, url: string): Letter {
  return {
    subject: 'Confirma tu nuevo correo en Mixel',
    text: `Hola, ${fullname}:\n\nPediste usar este correo en tu cuenta de Mixel. Confírmalo con este enlace (vale 24 horas); hasta entonces sigue valiendo el anterior:\n\n${url}\n\n${IGNORE}\n`,
    html: emailHtml({
      heading: 'Confirma tu nuevo correo',
      paragraphs: [
        `Hola, ${escapeHtml(fullname)}:`,
        'Pediste usar este correo en tu cuenta de Mixel. Confírmalo con el botón (vale 24 horas); hasta entonces sigue valiendo el anterior.',
      ],
      action: { label: 'Confirmar el nuevo correo', url },
      footnote: IGNORE,
    }),
  };
}

/** Sent to the old address once the new one is confirmed. */
export function emailChangedLetter(fullname: string, newEmail: string): Letter {
  const help = 'Si no fuiste tú, restablece tu contraseña y escríbenos desde Mixel.';
  return {
    subject: 'Tu correo de Mixel cambió',
    text: `Hola, ${fullname}:\n\nTu cuenta de Mixel ahora usa el correo ${newEmail}. Este correo ya no sirve para iniciar sesión.\n\n${help}\n`,
    html: emailHtml({
      heading: 'Tu correo cambió',
      paragraphs: [
        `Hola, ${escapeHtml(fullname)}:`,
        `Tu cuenta de Mixel ahora usa el correo <strong>${escapeHtml(newEmail)}</strong>. Este correo ya no sirve para iniciar sesión.`,
      ],
      footnote: help,
    }),
  };
}

/** Sent after a password change or reset, so a stranger's change does not go unnoticed. */
export function passwordChangedLetter(fullname: string): Letter {
  const help = 'Si no fuiste tú, restablece tu contraseña desde «¿Olvidaste tu contraseña?».';
  return {
    subject: 'Tu contraseña de Mixel cambió',
    text: `Hola, ${fullname}:\n\nLa contraseña de tu cuenta de Mixel acaba de cambiar y cerramos tus otras sesiones.\n\n${help}\n`,
    html: emailHtml({
      heading: 'Tu contraseña cambió',
      paragraphs: [
        `Hola, ${escapeHtml(fullname)}:`,
        'La contraseña de tu cuenta de Mixel acaba de cambiar y cerramos tus otras sesiones.',
      ],
      footnote: help,
    }),
  };
}

/** Spanish content of the legal pages. */
export interface TermsSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

export const legalStrings = {
  termsTitle: 'Términos y condiciones',
  termsUpdated: 'Última actualización: 1 de junio de 2025',
  termsIntro:
    'Estos términos regulan el uso de Mixel, una comunidad en línea para descubrir, publicar y generar imágenes y vídeos. Al crear una cuenta o usar el servicio aceptas estas condiciones. Si no estás de acuerdo con ellas, no utilices Mixel.',
  tocLabel: 'Contenido',
  backToTop: 'Volver arriba',
  sections: [
    {
      id: 'cuentas',
      title: '1. Cuentas de usuario',
      paragraphs: [
        'Para publicar contenido, generar imágenes, comprar créditos o suscribirte a un plan necesitas una cuenta. Debes tener al menos 14 años, o la edad mínima exigida en tu país, y facilitar datos veraces.',
        'Eres responsable de mantener la confidencialidad de tu contraseña y de toda la actividad que ocurra en tu cuenta. Avísanos de inmediato si sospechas un uso no autorizado.',
      ],
      items: [
        'Tu nombre de usuario es público y forma parte de la dirección de tu perfil.',
        'No puedes suplantar a otras personas ni marcas, ni crear cuentas de forma automatizada.',
        'Podemos suspender o cerrar cuentas que incumplan estos términos, avisándote cuando sea posible.',
        'Puedes dejar de usar Mixel y solicitar la eliminación de tu cuenta en cualquier momento.',
      ],
    },
    {
      id: 'contenido',
      title: '2. Tu contenido y licencias',
      paragraphs: [
        'Conservas todos los derechos sobre las imágenes, vídeos y textos que publicas. Al publicarlos nos concedes una licencia mundial, no exclusiva, gratuita y revocable al eliminar el contenido, para alojarlos, reproducirlos, adaptarlos técnicamente (por ejemplo, redimensionarlos o recodificarlos) y mostrarlos dentro del servicio y en su promoción.',
        'Solo puedes publicar contenido del que seas autor o para el que tengas permiso. Las descargas de otros usuarios se rigen por la licencia indicada en cada publicación; salvo que se indique lo contrario, son solo para uso personal.',
      ],
      items: [
        'Está prohibido el contenido ilegal, violento, de odio, de acoso o que explote a menores.',
        'El contenido sensible debe marcarse como tal y puede mostrarse difuminado.',
        'Atendemos las notificaciones de infracción de derechos de autor y retiramos el contenido infractor.',
      ],
    },
    {
      id: 'monetizacion',
      title: '3. Contenido monetizado',
      paragraphs: [
        'Puedes marcar tus publicaciones como monetizables. El contenido monetizado se muestra con marca de agua y solo los usuarios con un plan superior al gratuito pueden descargarlo sin ella.',
        'Por cada descarga elegible de tu contenido monetizado podrás recibir una comisión según las tarifas vigentes publicadas en tu panel. Nos reservamos el derecho de retener pagos ante actividad fraudulenta o reclamaciones de terceros.',
      ],
    },
    {
      id: 'ia',
      title: '4. Generación de imágenes con inteligencia artificial',
      paragraphs: [
        'Mixel ofrece herramientas para generar imágenes a partir de descripciones de texto mediante modelos propios y de terceros. Cada generación consume créditos o tokens según el modelo, las dimensiones, el modo y el número de imágenes.',
        'Eres responsable de las instrucciones que escribes y del uso que hagas de los resultados. No generes contenido que infrinja derechos de terceros, imite a personas reales sin su consentimiento o esté prohibido por estos términos.',
      ],
      items: [
        'Los resultados pueden ser inexactos o parecerse a obras existentes; revísalos antes de usarlos.',
        'El uso comercial de las imágenes generadas requiere un plan de pago con licencia comercial.',
        'El modo privado evita que tus generaciones aparezcan en la galería pública, cuando tu plan lo permite.',
      ],
    },
    {
      id: 'pagos',
      title: '5. Planes, pagos y créditos',
      paragraphs: [
        'Ofrecemos un plan gratuito y planes de pago (Basic, Pro y Max) con facturación mensual o anual. Los precios, créditos incluidos y funciones de cada plan se muestran antes de pagar.',
        'Los pagos los procesa de forma segura un proveedor de pagos externo; Mixel no almacena los datos completos de tu tarjeta. Las suscripciones se renuevan automáticamente hasta que las canceles; la cancelación surte efecto al final del periodo pagado.',
      ],
      items: [
        'Los créditos comprados no caducan y no son canjeables por dinero.',
        'Los créditos consumidos en generaciones completadas no son reembolsables.',
        'Si un cobro falla, podemos limitar las funciones de pago hasta que se regularice.',
        'Los reembolsos se rigen por la normativa de consumo aplicable en tu país.',
      ],
    },
    {
      id: 'publicidad',
      title: '6. Publicidad y centro de anunciantes',
      paragraphs: [
        'Mixel muestra anuncios para mantener el servicio gratuito; los planes de pago reducen o eliminan la publicidad. Los anunciantes pueden crear campañas desde el centro de publicidad.',
        'Los anuncios deben cumplir estos términos y la normativa publicitaria. Podemos rechazar o retirar anuncios engañosos, ilegales o que perjudiquen a la comunidad. Las métricas de campañas se ofrecen de buena fe y pueden contener estimaciones.',
      ],
    },
    {
      id: 'privacidad',
      title: '7. Privacidad y datos personales',
      paragraphs: [
        'Tratamos tus datos personales para prestar el servicio, mantener tu sesión, procesar pagos, prevenir el fraude y mejorar Mixel. No vendemos tus datos personales.',
        'En tu dispositivo guardamos la sesión, tus preferencias (como el tema claro u oscuro) y tus búsquedas recientes. Puedes ejercer tus derechos de acceso, rectificación, supresión y portabilidad escribiéndonos a la dirección de contacto.',
      ],
    },
    {
      id: 'responsabilidad',
      title: '8. Disponibilidad y responsabilidad',
      paragraphs: [
        'Trabajamos para que Mixel esté siempre disponible, pero el servicio se ofrece “tal cual” y puede sufrir interrupciones por mantenimiento o causas ajenas. En la medida permitida por la ley, no respondemos de daños indirectos ni de la pérdida de contenido que no hayas respaldado.',
        'Podemos modificar estos términos. Si los cambios son importantes te avisaremos con antelación; seguir usando Mixel después implica su aceptación.',
      ],
    },
    {
      id: 'contacto',
      title: '9. Contacto',
      paragraphs: [
        'Para dudas sobre estos términos, reclamaciones de derechos de autor o solicitudes de privacidad, escríbenos a soporte@mixel.app. Respondemos en un plazo máximo de 30 días.',
      ],
    },
  ] satisfies readonly TermsSection[],
} as const;

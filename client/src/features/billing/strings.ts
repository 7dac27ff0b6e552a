import { creditsLabel } from '../../shared/format/credits';

/** Spanish UI strings of the billing feature (plans modal, payment page, billing history). */
export const billingStrings = {
  planNames: { free: 'Free', basic: 'Basic', pro: 'Pro', max: 'Max' } as Record<string, string>,
  credits: (credits: number) => creditsLabel(credits),
  close: 'Cerrar',
  tryAgain: 'Reintentar',
  loading: 'Cargando…',

  // plans modal
  upgradeTitle: 'Mejora tu plan',
  balance: 'Tus créditos',
  subscriptionActive: (plan: string) => `Tu suscripción ${plan} está activa`,
  renewsOn: (date: string) => `Se renueva el ${date}.`,
  activeUntil: (plan: string, date: string | null) =>
    date
      ? `Tu plan ${plan} sigue activo hasta el ${date}`
      : `Tu plan ${plan} sigue activo hasta el final del periodo`,
  scheduledChange: (plan: string, date: string) => `Tu plan cambiará a ${plan} el ${date}.`,
  scheduledChangeSoon: (plan: string) => `Tu plan cambiará a ${plan} al final del periodo.`,
  pastDue: 'No pudimos cobrar la renovación de tu suscripción. Revisa tu método de pago.',
  historyLink: 'Facturación y créditos',
  tabsLabel: 'Planes y créditos',
  tabPlans: 'Planes de suscripción',
  tabCredits: 'Comprar créditos',
  cycleLabel: 'Ciclo de facturación',
  cycleYearly: 'Anual',
  cycleMonthly: 'Mensual',
  yearlyBadge: '-20%',
  mostPopular: 'Más popular',
  perMonth: '/mes',
  billedYearly: (price: string) => `facturado anualmente: ${price}`,
  billedMonthly: 'facturado mensualmente',
  freeForever: 'Gratis para siempre',
  selectPlan: 'Seleccionar plan',
  currentPlanButton: 'Plan Actual',
  processing: 'Procesando…',
  plansError: 'No se pudieron cargar los planes.',
  manageTitle: 'Tu suscripción',
  cancelSubscription: 'Cancelar suscripción',
  cancelConfirm: (plan: string, date: string | null) =>
    date
      ? `¿Cancelar tu suscripción? Conservarás el plan ${plan} hasta el ${date} y después pasarás al plan Free. No se harán más cobros.`
      : `¿Cancelar tu suscripción? Conservarás el plan ${plan} hasta el final del periodo pagado y después pasarás al plan Free.`,
  toFreeTitle: 'Cómo pasar al plan Free',
  toFreeByCancelling: (plan: string, date: string | null) =>
    `Cancela tu suscripción con el botón «Cancelar suscripción» de abajo. Conservarás el plan ${plan} ${date ? `hasta el ${date}` : 'hasta el final del periodo pagado'} y después pasarás al plan Free, sin más cobros.`,
  toFreeAlready: (date: string | null) =>
    date
      ? `Tu suscripción ya está cancelada: pasarás al plan Free el ${date}, sin más cobros.`
      : 'Tu suscripción ya está cancelada: pasarás al plan Free al final del periodo, sin más cobros.',
  toFreeNoSubscription: (plan: string) =>
    `Tu plan ${plan} no tiene una suscripción que se renueve: pasarás al plan Free cuando termine, sin hacer nada.`,
  cancelYes: 'Sí, cancelar',
  cancelNo: 'No, mantener mi plan',
  cancelling: 'Cancelando…',

  methodLabel: 'Método de pago',
  methods: { card: 'Tarjeta', pse: 'PSE', nequi: 'Nequi', daviplata: 'Daviplata' } as Record<
    string,
    string
  >,
  noMethods: 'Los pagos no están disponibles en este momento. Inténtalo más tarde.',
  packagesLabel: 'Paquetes de créditos',
  perCredit: (price: string) => `${price} por crédito`,
  buy: 'Comprar',
  buyPackage: (credits: number) => `Comprar ${creditsLabel(credits)}`,
  notesLabel: 'Información sobre los pagos',
  creditsNeverExpire: 'Los créditos no caducan.',
  securePayments: 'Los pagos se procesan de forma segura a través de nuestro proveedor de pagos.',

  // the spec's toasts (§5, §8)
  noPaymentUrl: 'No se recibió URL de pago',
  checkoutFailed: 'No se puede proceder a sesión para validar el pago. Inténtalo de nuevo.',
  serverResponseError: 'Error en la respuesta del servidor',
  cancelFailed: 'Error al cancelar la suscripción',
  cancelled: 'Suscripción cancelada exitosamente',

  // /payment/process
  paymentProcessTitle: 'Pago enviado',
  paymentProcessDescription:
    'Recibimos tu solicitud de pago. Te avisaremos en cuanto el proveedor la confirme.',
  paymentPendingTitle: 'Estamos confirmando tu pago…',
  paymentPendingText:
    'El proveedor de pagos nos está enviando la confirmación. Esta página se actualizará sola.',
  paymentApprovedTitle: '¡Pago aprobado!',
  grantedCredits: (credits: number) => `+${creditsLabel(credits)}`,
  planActive: (plan: string) => `Tu plan ${plan} está activo`,
  newBalance: (credits: number) => `Tu saldo: ${creditsLabel(credits)}`,
  paymentDeclinedTitle: 'El pago fue rechazado',
  paymentDeclinedText: 'No se realizó ningún cargo y tu saldo no cambió.',
  retryPayment: 'Intentar de nuevo',
  paymentRefundedTitle: 'El pago fue reembolsado',
  paymentChargedBackTitle: 'El pago fue revertido',
  paymentReversedText: 'Los créditos que te dio este pago se han retirado de tu saldo.',
  paymentNotFoundTitle: 'No encontramos este pago',
  paymentNotFoundText:
    'El enlace no corresponde a ningún pago de tu cuenta. Consulta tu historial de facturación.',
  paymentLoadError: 'No se pudo cargar el estado de tu pago.',
  downgradeTitle: 'Cambio de plan programado',
  downgradeText: (plan: string, current: string, date: string | null) =>
    date
      ? `Tu plan cambiará a ${plan} el ${date}. Hasta entonces conservas el plan ${current}. No se ha hecho ningún cargo.`
      : `Tu plan cambiará a ${plan} al final del periodo. Hasta entonces conservas el plan ${current}.`,
  detailsLabel: 'Detalles del pago',
  concept: 'Concepto',
  amount: 'Importe',
  method: 'Método',
  date: 'Fecha',
  status: 'Estado',
  toGallery: 'Ir a la galería',
  toGenerator: 'Ir al generador',
  toHistory: 'Ver facturación',

  // /billing
  historyTitle: 'Facturación y créditos',
  historyIntro: 'Tu plan, tus pagos y cada movimiento de tus créditos.',
  planLabel: 'Plan',
  currentPlanTitle: 'Tu plan',
  noSubscription: 'No tienes una suscripción de pago.',
  changePlan: 'Cambiar plan',
  seePlans: 'Ver planes',
  buyCredits: 'Comprar créditos',
  cycleNames: { monthly: 'mensual', yearly: 'anual' } as Record<string, string>,
  subscriptionSummary: (plan: string, cycle: string) => `Plan ${plan} ${cycle}`,
  periodEnds: (date: string) => `Periodo actual hasta el ${date}`,
  subscriptionStatuses: {
    active: 'Activa',
    cancelled: 'Cancelada',
    expired: 'Vencida',
    past_due: 'Pago atrasado',
    pending: 'Pendiente',
  } as Record<string, string>,
  paymentStatuses: {
    pending: 'Pendiente',
    approved: 'Aprobado',
    declined: 'Rechazado',
    refunded: 'Reembolsado',
    charged_back: 'Contracargo',
  } as Record<string, string>,
  packConcept: (credits: number) => `Paquete de ${creditsLabel(credits)}`,
  planConcept: (plan: string, cycle: string | null) =>
    cycle ? `Plan ${plan} ${cycle}` : `Plan ${plan}`,
  paymentsTitle: 'Pagos',
  paymentsEmpty: 'Aún no has hecho ningún pago.',
  ledgerTitle: 'Movimientos de créditos',
  ledgerEmpty: 'Todavía no hay movimientos.',
  reason: 'Movimiento',
  delta: 'Créditos',
  balanceAfter: 'Saldo',
  reasons: {
    'grant.signup': 'Créditos de bienvenida',
    'grant.oidc': 'Créditos de bienvenida',
    'grant.demo': 'Créditos de la cuenta de demostración',
    'grant.opening': 'Saldo inicial',
    'plan.period': 'Créditos del plan',
    'pack.purchase': 'Compra de créditos',
    'payment.reversal': 'Pago revertido',
    'generation.reserve': 'Generación de imágenes',
    'generation.settle': 'Ajuste de una generación',
    'generation.refund': 'Devolución de una generación',
    'download.commission': 'Comisión por descarga',
    'staff.adjustment': 'Ajuste del equipo de Mixel',
  } as Record<string, string>,
  viewPost: 'Ver publicación',
  commissionsTitle: 'Comisiones ganadas',
  commissionsTotal: (credits: number) => `${creditsLabel(credits)} ganados por descargas`,
  commissionsEmpty:
    'Cuando alguien con un plan de pago descargue tus publicaciones monetizables, verás aquí lo que ganaste.',
  downloads: (count: number) => (count === 1 ? '1 descarga' : `${count} descargas`),
  periodsTitle: 'Periodos de suscripción',
  periodRange: (start: string, end: string | null) => (end ? `${start} – ${end}` : start),
  loadMore: 'Cargar más',
  loadingMore: 'Cargando…',
  historyError: 'No se pudo cargar tu historial de facturación.',
} as const;

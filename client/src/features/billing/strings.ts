/** Spanish UI strings of the billing feature. */
export const billingStrings = {
  paymentProcessTitle: 'Pago enviado',
  paymentProcessDescription:
    'Recibimos tu solicitud de pago. Te avisaremos en cuanto el proveedor la confirme.',
  upgradeTitle: 'Mejora tu plan',
  upgradeSoon:
    'Pronto podrás elegir entre los planes Basic, Pro y Max para desbloquear más créditos, licencia comercial y verificación de cuenta.',
  currentPlan: (plan: string) => `Tu plan actual: ${plan}`,
  credits: (credits: string) => `${credits} créditos`,
  close: 'Cerrar',
} as const;

/** What the reporter is told: a new report, or their open one updated (not a second one). */
export function reportMessage(created: boolean): string {
  return created
    ? 'Gracias. Revisaremos tu denuncia.'
    : 'Ya habías denunciado esto: actualizamos el motivo de tu denuncia.';
}

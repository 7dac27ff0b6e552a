import type { ContentLevel } from '../../gql/graphql';

/** Spanish UI strings of the content preferences. */
export const settingsStrings = {
  title: 'Preferencias de contenido',
  intro:
    'Elige qué publicaciones quieres ver en la galería, las búsquedas, el explorador y los perfiles. Lo que quede por encima de tu elección se muestra difuminado o no aparece.',
  legend: 'Qué contenido quieres ver',
  levels: {
    general: {
      label: 'Solo contenido general',
      details: 'Las publicaciones sensibles aparecen difuminadas con el botón «Mostrar».',
    },
    sensible: {
      label: 'Mostrar contenido sensible',
      details: 'Contenido sugerente o violento, sin difuminar. El explícito sigue oculto.',
    },
    explicito: {
      label: 'Mostrar contenido explícito',
      details: 'Desnudos y contenido sexual explícito. Solo para personas mayores de edad.',
    },
  } satisfies Record<ContentLevel, { label: string; details: string }>,
  adultTitle: 'Confirma tu edad',
  adultText:
    'El contenido explícito es solo para personas adultas. Guardaremos la fecha de tu confirmación.',
  adultCheck: 'Confirmo que soy mayor de edad (18 años o más)',
  adultRequired: 'Marca la casilla para confirmar que eres mayor de edad.',
  adultConfirmedOn: (date: string) => `Confirmaste que eres mayor de edad el ${date}.`,
  save: 'Guardar preferencias',
  saving: 'Guardando…',
  saved: 'Preferencias guardadas',
  saveFailed: 'No se pudieron guardar tus preferencias. Inténtalo de nuevo.',
  signInTitle: 'Inicia sesión para elegir qué contenido ves',
  signInText: 'Sin sesión solo se muestra el contenido general.',
  signIn: 'Iniciar sesión',
} as const;

/** The tab bar between the settings pages. */
export const settingsNavStrings = {
  label: 'Ajustes',
  profile: 'Perfil',
  account: 'Cuenta y datos',
  content: 'Contenido',
  blocked: 'Bloqueos y silencios',
  deleted: 'Eliminados recientemente',
} as const;

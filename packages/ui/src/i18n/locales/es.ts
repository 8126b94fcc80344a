import type { UiStrings } from './en-GB';

/** The design system's own strings in Spanish. */
export const es: UiStrings = {
  common: {
    close: 'Cerrar',
    loading: 'Cargando…',
    dismiss: 'Descartar',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
  },
  passwordField: { show: 'Mostrar contraseña', hide: 'Ocultar contraseña' },
  select: { placeholder: 'Selecciona una opción' },
  toast: { regionLabel: 'Notificaciones' },
  network: { offline: 'Estás sin conexión, comprueba tu conexión a internet' },
  cookieBanner: {
    label: 'Consentimiento de cookies',
    message:
      'Usamos cookies necesarias para que la plataforma funcione y para recordar tus preferencias.',
    privacyPolicy: 'Política de privacidad',
    accept: 'Aceptar',
  },
  appShell: { skipToContent: 'Saltar al contenido principal', navigation: 'Navegación principal' },
  breadcrumbs: { label: 'Ruta de navegación' },
  emptyState: { title: 'No hay nada que mostrar' },
  duration: { hours: 'h', minutes: 'min', seconds: 's' },
  examinationStatus: {
    PENDING: 'Pendiente',
    IN_PROGRESS: 'En curso',
    FOR_DESCRIPTION: 'Para describir',
    DESCRIBED: 'Descrito',
    FINISHED: 'Finalizado',
    FAILED: 'Fallido',
    ARCHIVED: 'Archivado',
  },
};

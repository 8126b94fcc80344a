import type { Translation } from '../pluralStrings';
import type { UiStrings } from './en-GB';

/** The design system's own strings in Spanish. */
export const es: Translation<UiStrings> = {
  common: {
    close: 'Cerrar',
    loading: 'Cargando…',
    dismiss: 'Descartar',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
  },
  passwordField: { show: 'Mostrar contraseña', hide: 'Ocultar contraseña' },
  select: { placeholder: 'Selecciona una opción' },
  datePicker: { time: 'Hora' },
  dateRangePicker: {
    save: 'Guardar',
    clear: 'Borrar el intervalo de fechas',
    presetsLabel: 'Intervalos predefinidos',
    startTime: 'Hora de inicio',
    endTime: 'Hora de fin',
    presets: {
      next8Hours: 'Próximas 8 horas',
      next14Days: 'Próximos 14 días',
      last24Hours: 'Últimas 24 horas',
    },
    errors: {
      empty: 'El intervalo está vacío',
      startNotBeforeEnd: 'La fecha de inicio no puede ser mayor o igual que la fecha de fin',
      afterMax: 'El intervalo termina después de la última fecha permitida',
      beforeMin: 'El intervalo empieza antes de la primera fecha permitida',
    },
  },
  comboBox: {
    noResults: 'Sin resultados',
    searching: 'Buscando…',
    limited: 'Resultados limitados a {{limit}}. Escribe más para acotar la búsqueda.',
  },
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
  table: { empty: 'No hay nada que mostrar', selection: 'Selección' },
  pagination: {
    label: 'Paginación',
    previous: 'Página anterior',
    next: 'Página siguiente',
    page: 'Página {{page}}',
  },
  duration: { hours: 'h', minutes: 'min', seconds: 's' },
  board: {
    cardCount_one: '{{count}} tarjeta',
    cardCount_many: '{{count}} de tarjetas',
    cardCount_other: '{{count}} tarjetas',
  },
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

import { reportResources } from '@telemed/domain';
import type { ReportPdfStrings } from './en-GB';

/** The PDF report's strings in Spanish. */
export const es: ReportPdfStrings = {
  titles: {
    full: 'Informe del estudio',
    holter: 'Informe de Holter ECG',
    covid: 'Informe de la monitorización domiciliaria COVID',
    hrv: 'Informe de variabilidad de la frecuencia cardiaca (VFC)',
  },
  page: 'Página {{page}} de {{pages}}',
  stripScale: '{{speed}} mm/s, {{gain}} mm/mV',
  noHolter:
    'El ECG de este estudio no se ha analizado, así que el informe aún no tiene sección Holter.',
  noCovid: 'Este estudio no tiene datos de monitorización domiciliaria.',
  // The report pages' own wording, from @telemed/domain: paper and screen say the same.
  ...reportResources.es,
  statistics: {
    type: 'Tipo',
    count: 'Número',
    perHour: 'Por hora',
    none: 'Sin eventos',
    counted: 'Tiempo contado para el IAH (sin vigilia ni señal inutilizable)',
    events: 'Eventos',
    recorded: 'Tiempo registrado',
    analyzed: 'Tiempo analizado',
    planned: 'Duración prevista del estudio',
  },
  respiratoryTable: {
    total: 'Todas las apneas e hipopneas',
    apneaTable: 'Apneas e hipopneas',
    meanDuration: 'Duración media (s)',
    longest: 'Más larga (s)',
    noPositions: 'Esta grabación no tiene canal de posición corporal.',
    positionChart: 'Posición corporal durante la grabación: {{summary}}',
    positionTable: 'Tiempo e IAH en cada posición corporal',
    position: 'Posición corporal',
    time: 'Tiempo',
    share: 'Proporción (%)',
    events: 'Apneas e hipopneas',
    ahi: 'IAH',
    positions: {
      ABDOMEN: 'Decúbito prono',
      CHEST: 'Decúbito supino',
      LEFT_SIDE: 'Lado izquierdo',
      RIGHT_SIDE: 'Lado derecho',
      STATIONARY: 'Erguido',
    },
  },
  description: {
    label: 'Descripción del informe',
    automatic: {
      ahi: 'IAH {{ahi}} por hora: {{severity}}.',
      odi: 'IDO {{odi}} por hora.',
      centralPredominant: 'La mayoría de las apneas son centrales.',
      cardiac:
        '{{sveb}} extrasístoles supraventriculares y {{veb}} ventriculares; fibrilación auricular: {{af}}, pausas: {{pauses}}, taquicardia ventricular: {{vt}}.',
      events: '{{count}} eventos en {{hours}} horas.',
      severity: {
        none: 'sin apnea del sueño',
        mild: 'apnea del sueño leve',
        moderate: 'apnea del sueño moderada',
        severe: 'apnea del sueño grave',
      },
    },
  },
  examinationTypes: {
    holter_ecg: 'Holter ECG',
    sleep_apnea: 'Apnea del sueño',
    covid: 'Monitorización domiciliaria de COVID',
    stress_inlab: 'Prueba de esfuerzo en laboratorio',
    gameinn: 'Examen basado en juego',
    hrv: 'VFC',
    edf_dataset: 'Conjunto de datos EDF',
  },
  distribution: {
    saturationTitle: 'Distribución de la saturación',
    heartRateTitle: 'Distribución de la frecuencia cardíaca',
    rangeColumn: 'Intervalo',
    timeColumn: 'Tiempo',
    shareColumn: 'Proporción del tiempo',
    beatsPerMinute: 'lpm',
  },
};

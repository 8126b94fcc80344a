import type { SignalsStrings } from './en-GB';

/** The signal viewer's strings in Spanish. */
export const es: SignalsStrings = {
  viewer: {
    label: 'Señales',
    roleDescription: 'visor de señales',
    instructions:
      'Las flechas izquierda y derecha mueven la ventana, más y menos cambian el zoom, Inicio y Fin van al principio y al final del registro.',
    summary: 'Canales: {{channels}}. Ventana de {{start}} a {{end}}.',
    loading: 'Cargando señales…',
    failed: 'No se han podido cargar las señales.',
    paperSpeed: '{{speed}} mm/s',
  },
  track: {
    calibration: '{{calibration}} mm/mV',
    fittedScale: 'ajustada',
    autoScale: 'automática',
    gain: '×{{gain}}',
    reversed: 'invertida',
    fit: 'Ajustar {{channel}} a la pista',
    amplify: 'Aumentar la amplitud de {{channel}}',
    attenuate: 'Reducir la amplitud de {{channel}}',
    reverse: 'Invertir la polaridad de {{channel}}',
    controls: 'Controles de {{channel}}',
  },
};

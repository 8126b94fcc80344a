import type { SignupMessages } from './en-GB';

/** Spanish strings of the `signup` namespace. */
export const es: SignupMessages = {
  productName: 'Telemed',
  tagline: 'Registro para rehabilitación',
  documentTitle: '{{page}} · Telemed',
  stepProgress: 'Paso {{current}} de {{total}}',
  goToSignIn: 'Ir al inicio de sesión',
  signInHint: 'Inicia sesión con el correo electrónico y la contraseña que registraste.',
  pages: {
    subscription: {
      title: 'Elige tu plan de rehabilitación',
      lead: 'Elige el plan de tu programa de rehabilitación: una demo gratuita, un pago único o una suscripción. Introducirás tus datos en el siguiente paso.',
    },
    form: {
      title: 'Tus datos',
      lead: 'Introduce los datos que tu clínica necesita para asignarte al programa de rehabilitación.',
    },
    paymentSuccessOneTime: {
      title: 'Pago recibido',
      body: 'Gracias. Hemos recibido tu pago único y tu acceso al programa de rehabilitación ya está activo.',
    },
    paymentRehabilitationSuccessSubscription: {
      title: 'Tu suscripción de rehabilitación está activa',
      body: 'Gracias. El pago se ha realizado correctamente y tu suscripción al programa de rehabilitación ha comenzado. Se renueva automáticamente al final de cada periodo de facturación hasta que la canceles.',
    },
    paymentSuccessSubscription: {
      title: 'Tu suscripción está activa',
      body: 'Gracias. Tu suscripción ha comenzado. Si tu plan incluye un periodo de prueba, el primer cobro se realizará cuando termine; después, la suscripción se renueva automáticamente al final de cada periodo de facturación hasta que la canceles.',
    },
    paymentSuccessDemo: {
      title: 'Tu demo está activa',
      body: 'Tu plan de demostración se ha activado. No se ha realizado ningún cobro. Puedes usar la plataforma durante todo el periodo de demostración y elegir un plan de pago en cualquier momento.',
    },
    notFound: {
      title: 'Página no encontrada',
      body: 'Esta dirección no existe. Vuelve a empezar el registro para rehabilitación o ve al portal de la clínica.',
      startRegistration: 'Empezar el registro',
    },
  },
  unexpectedError: {
    title: 'Algo ha salido mal',
    body: 'No se ha podido mostrar esta página. Vuelve a cargarla para intentarlo de nuevo.',
    reload: 'Volver a cargar la página',
  },
  legal: {
    navigationLabel: 'Información legal',
    serviceTerms: 'Condiciones del servicio',
    privacyPolicy: 'Política de privacidad',
    subscriptionServices: 'Condiciones de los servicios de suscripción',
  },
};

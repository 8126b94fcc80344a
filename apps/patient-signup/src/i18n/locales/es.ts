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
    sandboxCheckout: {
      title: 'Pago de prueba',
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
  plans: {
    loading: 'Cargando los planes…',
    loadFailed: 'No se han podido cargar los planes. Comprueba la conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
    previousCheckout: 'Tu último intento de pago',
  },
  registration: {
    redirecting: 'Te llevamos a la página de pago…',
  },
  sandboxCheckout: {
    testNotice:
      'Esta es una página de pago de prueba. No se carga ninguna tarjeta ni se mueve dinero.',
    loading: 'Cargando el pago…',
    loadFailed: 'No se ha podido cargar este pago. Vuelve al registro e inténtalo de nuevo.',
    summary: 'Resumen del pago',
    plan: 'Plan',
    amount: 'Importe',
    account: 'Cuenta',
    trial: 'Prueba',
    choose: 'Elige cómo termina el pago de prueba',
    accepted: 'Pagar con una tarjeta que se acepta',
    declined: 'Pagar con una tarjeta que se rechaza',
    delayed: 'Pagar con un método que se confirma más tarde',
    abandoned: 'Cancelar y volver a los planes',
    awaiting: 'Este pago está a la espera de su confirmación.',
    delayedSucceeded: 'Confirmar el pago diferido',
    delayedFailed: 'Hacer fallar el pago diferido',
    closed: 'Este pago ya está liquidado.',
    sendFailed: 'No se ha podido enviar el resultado. Comprueba la conexión e inténtalo de nuevo.',
  },
  checkout: {
    missing:
      'Esta página necesita la referencia del pago de la página de pago. Si has llegado aquí de otra forma, vuelve a empezar el registro.',
    loadFailed:
      'No se ha podido cargar el estado de tu pago. Comprueba la conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
    choosePlanAgain: 'Elige un plan e inténtalo de nuevo',
    trialEnds: 'Tu prueba termina el {{date}}.',
    periodEnds: 'Tu acceso dura hasta el {{date}}.',
    nextSteps: 'Próximos pasos',
    confirmEmail:
      'Confirma tu correo electrónico: abre el mensaje que te hemos enviado y haz clic en su enlace. Solo después podrás iniciar sesión.',
    recoverCode:
      'El mismo mensaje contiene el código de recuperación que la aplicación móvil pide en un teléfono nuevo.',
  },
};

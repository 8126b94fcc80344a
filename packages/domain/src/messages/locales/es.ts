import type { DomainMessages } from '../domainMessageKeys';

export const es: DomainMessages = {
  errors: {
    methodUnavailable: 'Método no disponible',
    requestAborted: 'Solicitud cancelada por el cliente',
    offline: 'No tienes conexión, comprueba tu conexión a internet',
    noClinicSelected: 'No se ha seleccionado ninguna clínica',
    tokenExpired: 'El token ha caducado o no es válido',
    applicationError:
      'Error de la aplicación. Actualiza la página o ponte en contacto con tu administrador.',
    unknownError: 'Se ha producido un error desconocido',
    avatarFailed: 'No se ha podido añadir el avatar.',
    registrationLinkExpired: 'El enlace de registro ha caducado, crea una cuenta nueva',
    invalidOrExpiredToken: 'Token no válido o caducado',
    newPasswordNotSet: 'No se ha podido establecer la nueva contraseña',
    wrongCredentials: 'Correo electrónico o contraseña incorrectos',
    accountNotConfirmed: 'Cuenta no confirmada, revisa tu correo electrónico',
  },
  success: {
    accountConfirmed: 'Cuenta confirmada',
    passwordChanged: 'Contraseña cambiada',
    emailChanged: 'Dirección de correo electrónico cambiada',
    resetMailSent: 'Si la dirección pertenece a una cuenta, se ha enviado un mensaje con un enlace',
    emailChangeMailSent: 'Se ha enviado un enlace de confirmación a la nueva dirección',
  },
  validation: {
    isRequired: 'El campo es obligatorio',
    isEmail: 'El valor no es una dirección de correo electrónico válida',
    tooLong: 'El campo es demasiado largo',
    tooShort: 'El campo es demasiado corto',
    invalidFormat: 'Formato no válido',
    passwordTooShort: 'La contraseña es demasiado corta',
    sameAsCurrent: 'La nueva contraseña no puede ser igual a la actual',
    wrongCurrentPassword: 'La contraseña actual es incorrecta',
    invalidType: 'Formato no válido',
    notAccepted: 'Debes aceptar los acuerdos antes de enviar',
    emailTaken: 'Esta dirección de correo electrónico ya está registrada',
    invalidValue: 'Formato no válido',
    minLength: 'longitud mínima {{min}}',
    maxLength: 'longitud máxima {{max}}',
  },
};

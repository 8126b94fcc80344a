import type { MailStrings } from '../mailStrings';

export const es: MailStrings = {
  greeting: (fullName) => (fullName ? `Hola, ${fullName}:` : 'Hola:'),
  linkFallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
  signature: 'El equipo de Telemed',
  confirmAccount: {
    subject: 'Confirme su cuenta de Telemed',
    intro:
      'Gracias por registrarse en Telemed. Confirme su dirección de correo electrónico para activar su cuenta.',
    action: 'Confirmar cuenta',
    expiry: 'El enlace es válido durante 7 días.',
    ignore: 'Si no ha creado una cuenta, puede ignorar este mensaje.',
  },
  resetPassword: {
    subject: 'Establezca una nueva contraseña de Telemed',
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de su cuenta de Telemed.',
    action: 'Establecer nueva contraseña',
    expiry: 'El enlace es válido durante 1 hora y solo puede usarse una vez.',
    ignore: 'Si no lo ha solicitado, ignore este mensaje; su contraseña no cambiará.',
  },
  changeEmail: {
    subject: 'Confirme su nueva dirección de correo electrónico',
    intro:
      'Ha solicitado usar esta dirección en su cuenta de Telemed. Confirme el cambio para empezar a usarla.',
    action: 'Confirmar nueva dirección',
    expiry: 'El enlace es válido durante 24 horas.',
    ignore:
      'Si no lo ha solicitado, ignore este mensaje; su cuenta conservará la dirección actual.',
  },
  accountExists: {
    subject: 'Su cuenta de Telemed',
    intro:
      'Alguien ha solicitado registrar una cuenta de Telemed con esta dirección, que ya tiene una. Si ha sido usted, establezca la contraseña de su cuenta con el enlace de abajo; es posible que una clínica haya creado la cuenta para usted.',
    action: 'Establecer la contraseña',
    expiry: 'El enlace es válido durante 1 hora y solo puede usarse una vez.',
    ignore: 'Si no ha sido usted, ignore este mensaje; su cuenta no cambia.',
  },
  emailInUse: {
    subject: 'Tu dirección de correo se ha indicado para otra cuenta de Telemed',
    intro:
      'Alguien que ha iniciado sesión en Telemed ha pedido cambiar la dirección de su cuenta por esta. Esta dirección ya pertenece a tu cuenta de Telemed, así que no se ha cambiado nada.',
    action: 'Iniciar sesión en Telemed',
    expiry: 'Tu cuenta y su dirección siguen igual.',
    ignore:
      'Si fuiste tú, inicia sesión con esta dirección o usa «¿Has olvidado tu contraseña?» en la página de inicio de sesión. Si no, puedes ignorar este mensaje.',
  },
};

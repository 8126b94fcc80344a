import type { DomainMessages } from '../domainMessageKeys';

export const de: DomainMessages = {
  errors: {
    methodUnavailable: 'Methode nicht verfügbar',
    requestAborted: 'Anfrage vom Client abgebrochen',
    offline: 'Sie sind offline, überprüfen Sie Ihre Internetverbindung',
    noClinicSelected: 'Keine Klinik ausgewählt',
    tokenExpired: 'Token abgelaufen oder ungültig',
    applicationError:
      'Anwendungsfehler. Laden Sie die Seite neu oder wenden Sie sich an Ihren Administrator.',
    unknownError: 'Ein unbekannter Fehler ist aufgetreten',
    avatarFailed: 'Das Hinzufügen des Avatars ist fehlgeschlagen.',
    registrationLinkExpired: 'Der Registrierungslink ist abgelaufen, erstellen Sie ein neues Konto',
    invalidOrExpiredToken: 'Ungültiges oder abgelaufenes Token',
    newPasswordNotSet: 'Das neue Passwort konnte nicht festgelegt werden',
    wrongCredentials: 'Falsche E-Mail-Adresse oder falsches Passwort',
    accountNotConfirmed: 'Konto nicht bestätigt, prüfen Sie Ihre E-Mails',
    examinationNotFound: 'Untersuchung nicht gefunden',
    examinationArchived:
      'Stellen Sie die archivierte Untersuchung wieder her, bevor Sie sie ändern',
    examinationFrozen: 'Die Untersuchung ist gesperrt; ihr Arzt kann nicht geändert werden',
    notATeamMember: 'kein Teammitglied',
  },
  success: {
    accountConfirmed: 'Konto bestätigt',
    passwordChanged: 'Passwort geändert',
    emailChanged: 'E-Mail-Adresse geändert',
    resetMailSent:
      'Wenn die Adresse zu einem Konto gehört, wurde eine Nachricht mit einem Link gesendet',
    emailChangeMailSent: 'Ein Bestätigungslink wurde an die neue Adresse gesendet',
    examinationCreated: 'Untersuchung erstellt',
    examinationDeleted: 'Untersuchung gelöscht',
    examinationArchived: 'Untersuchung archiviert',
    examinationRestored: 'Untersuchung wiederhergestellt',
  },
  validation: {
    isRequired: 'Dieses Feld ist erforderlich',
    isEmail: 'Der Wert ist keine gültige E-Mail-Adresse',
    tooLong: 'Das Feld ist zu lang',
    tooShort: 'Das Feld ist zu kurz',
    invalidFormat: 'Ungültiges Format',
    passwordTooShort: 'Das Passwort ist zu kurz',
    sameAsCurrent: 'Das neue Passwort darf nicht mit dem aktuellen übereinstimmen',
    wrongCurrentPassword: 'Falsches aktuelles Passwort',
    invalidType: 'Ungültiges Format',
    notAccepted: 'Die Vereinbarungen müssen vor dem Absenden akzeptiert werden',
    emailTaken: 'Diese E-Mail-Adresse ist bereits registriert',
    invalidValue: 'Ungültiges Format',
    minLength: 'Mindestlänge {{min}}',
    maxLength: 'Maximallänge {{max}}',
    startDateDifferentThanEndDate:
      'Das Startdatum darf nicht nach dem Enddatum liegen oder ihm entsprechen',
    notInteger: 'Der Wert muss eine ganze Zahl sein',
    questionValueOutOfRange:
      'Der Wert muss zwischen {{minQuestionValue}} und {{maxQuestionValue}} liegen',
    notAPatient: 'Als Patient können nur Mitglieder mit der Rolle Benutzer gewählt werden',
    notAPhysician: 'Zugewiesen werden können nur Ärzte, die die Einladung angenommen haben',
  },
};

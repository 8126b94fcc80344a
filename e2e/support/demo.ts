/** Demo sign-ins the server seeds (TELEMED_SEED_DEMO=true); all share one password. */
export const demoPassword = 'Demo-pass-2026';

export const demoDoctor = { email: 'doctor@demo.telemed.test', password: demoPassword };

/** Member administrator of the demo clinic AND site administrator (may enter /admin). */
export const demoAdministrator = {
  email: 'administrator@demo.telemed.test',
  password: demoPassword,
};

export const demoNurse = { email: 'nurse@demo.telemed.test', password: demoPassword };

/** The demo clinic's patient who signs in (their own weights, examinations). */
export const demoPatient = { email: 'patient@demo.telemed.test', password: demoPassword };

export const demoPhysiotherapist = {
  email: 'physiotherapist@demo.telemed.test',
  password: demoPassword,
};

import type { Gender } from '@telemed/domain';

export interface DemoPatient {
  fullName: string;
  /** Local part of the demo address `<login>@patients.demo.telemed.test`. */
  login: string;
  dateOfBirth: string;
  gender: Gender;
  heightCm: number;
  phone: string;
}

/** Patients of the demo clinic: names, ages and genders typical of each supported country. */
export const DEMO_PATIENTS: readonly DemoPatient[] = [
  { fullName: 'Katarzyna Wiśniewska', login: 'katarzyna.wisniewska', dateOfBirth: '1961-03-14', gender: 'female', heightCm: 164, phone: '+48 601 234 567' },
  { fullName: 'Tomasz Kowalczyk', login: 'tomasz.kowalczyk', dateOfBirth: '1955-11-02', gender: 'male', heightCm: 178, phone: '+48 512 448 190' },
  { fullName: 'Zofia Lewandowska', login: 'zofia.lewandowska', dateOfBirth: '1948-07-23', gender: 'female', heightCm: 158, phone: '+48 698 102 334' },
  { fullName: 'Piotr Zieliński', login: 'piotr.zielinski', dateOfBirth: '1972-01-30', gender: 'male', heightCm: 182, phone: '+48 503 771 026' },
  { fullName: 'Małgorzata Wójcik', login: 'malgorzata.wojcik', dateOfBirth: '1966-09-08', gender: 'female', heightCm: 167, phone: '+48 664 390 811' },
  { fullName: 'Klaus Becker', login: 'klaus.becker', dateOfBirth: '1951-05-19', gender: 'male', heightCm: 176, phone: '+49 151 2345 6789' },
  { fullName: 'Ursula Hoffmann', login: 'ursula.hoffmann', dateOfBirth: '1958-12-04', gender: 'female', heightCm: 165, phone: '+49 171 9876 5432' },
  { fullName: 'Jonas Schneider', login: 'jonas.schneider', dateOfBirth: '1984-06-11', gender: 'male', heightCm: 185, phone: '+49 160 4455 6677' },
  { fullName: 'Camille Dubois', login: 'camille.dubois', dateOfBirth: '1979-02-27', gender: 'female', heightCm: 163, phone: '+33 6 12 34 56 78' },
  { fullName: 'Jean-Pierre Moreau', login: 'jean-pierre.moreau', dateOfBirth: '1949-10-16', gender: 'male', heightCm: 171, phone: '+33 6 98 76 54 32' },
  { fullName: 'Nathalie Lefèvre', login: 'nathalie.lefevre', dateOfBirth: '1968-04-05', gender: 'female', heightCm: 160, phone: '+33 7 45 12 89 03' },
  { fullName: 'Carmen García López', login: 'carmen.garcia', dateOfBirth: '1957-08-21', gender: 'female', heightCm: 159, phone: '+34 612 345 678' },
  { fullName: 'Javier Fernández Ruiz', login: 'javier.fernandez', dateOfBirth: '1963-12-29', gender: 'male', heightCm: 174, phone: '+34 655 908 112' },
  { fullName: 'Lucía Martínez Sánchez', login: 'lucia.martinez', dateOfBirth: '1990-03-09', gender: 'female', heightCm: 166, phone: '+34 699 231 440' },
  { fullName: 'Giuseppe Russo', login: 'giuseppe.russo', dateOfBirth: '1953-01-17', gender: 'male', heightCm: 172, phone: '+39 333 123 4567' },
  { fullName: 'Francesca Romano', login: 'francesca.romano', dateOfBirth: '1975-07-02', gender: 'female', heightCm: 162, phone: '+39 347 765 4321' },
  { fullName: 'Alessandro Colombo', login: 'alessandro.colombo', dateOfBirth: '1969-11-25', gender: 'male', heightCm: 180, phone: '+39 320 448 9012' },
  { fullName: 'Georgios Papadopoulos', login: 'georgios.papadopoulos', dateOfBirth: '1950-04-12', gender: 'male', heightCm: 173, phone: '+30 694 123 4567' },
  { fullName: 'Eleni Nikolaou', login: 'eleni.nikolaou', dateOfBirth: '1971-09-30', gender: 'female', heightCm: 161, phone: '+30 697 765 4321' },
  { fullName: 'Margaret Thompson', login: 'margaret.thompson', dateOfBirth: '1946-06-07', gender: 'female', heightCm: 157, phone: '+44 7700 900123' },
  { fullName: 'David Evans', login: 'david.evans', dateOfBirth: '1967-02-18', gender: 'male', heightCm: 179, phone: '+44 7700 900456' },
  { fullName: 'Alex Morgan', login: 'alex.morgan', dateOfBirth: '1993-10-22', gender: 'other', heightCm: 170, phone: '+44 7700 900789' },
  { fullName: 'Marie Tremblay', login: 'marie.tremblay', dateOfBirth: '1960-05-28', gender: 'female', heightCm: 163, phone: '+1 514 555 0142' },
  { fullName: 'Ryan MacDonald', login: 'ryan.macdonald', dateOfBirth: '1981-08-15', gender: 'male', heightCm: 183, phone: '+1 416 555 0178' },
];

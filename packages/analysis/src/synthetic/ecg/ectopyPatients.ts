import type { EcgScenario } from './ecgScenario';

/** A named synthetic patient for the evaluation of beat classification. */
export interface EctopyPatient {
  name: string;
  /** What about this patient fools a classifier tuned on typical recordings. */
  challenge: string;
  scenario: EcgScenario;
}

// Every patient: 30 minutes (an MIT-BIH record's length), 360 Hz, leads II and V1, ventricular and
// supraventricular ectopy at rates like the ectopy-rich MIT-BIH records (a few hundred an hour).
const common = {
  durationSeconds: 1800,
  samplingRate: 360,
  leads: ['II', 'V1'],
} as const satisfies Partial<EcgScenario>;

/**
 * Synthetic patients with the morphologies that fool a beat classifier (Telemed issue 25): bundle
 * branch block (constant and intermittent), aberrantly conducted atrial premature beats, tall P
 * and T waves, baseline wander and muscle noise, multiform ventricular ectopy in bigeminy,
 * late-coupled ventricular beats that resemble the normal QRS, an idioventricular rhythm in a
 * left bundle branch block, paroxysmal atrial fibrillation, atrial flutter with variable and with
 * 2:1 conduction (lasting, and in short paroxysms), abrupt sinus rate changes, runs of
 * supraventricular tachycardia, and a plain reference patient. Each has its own seed, so no two
 * share a beat sequence. The classifier's rules are chosen on these and on the development
 * MIT-BIH records, never on the held-out ones (docs/benchmarks.md, `analysis.veb`).
 */
export const ECTOPY_PATIENTS: readonly EctopyPatient[] = Object.freeze([
  {
    name: 'reference',
    challenge: 'none: sinus rhythm with isolated VEBs and SVEBs',
    scenario: {
      ...common,
      seed: 101,
      ectopics: { ventricularPerHour: 200, supraventricularPerHour: 120 },
    },
  },
  {
    name: 'rbbb',
    challenge: 'right bundle branch block: every normal QRS is wide',
    scenario: {
      ...common,
      seed: 102,
      ectopics: { ventricularPerHour: 200, supraventricularPerHour: 120 },
      conduction: { bundleBranchBlock: 'right' },
    },
  },
  {
    name: 'lbbb',
    challenge: 'left bundle branch block: wide notched QRS and discordant T in every beat',
    scenario: {
      ...common,
      seed: 103,
      ectopics: { ventricularPerHour: 200, supraventricularPerHour: 120 },
      conduction: { bundleBranchBlock: 'left' },
    },
  },
  {
    name: 'intermittent-rbbb',
    challenge:
      'right bundle branch block that comes and goes: a wide conducted QRS on time, unlike the dominant narrow one',
    scenario: {
      ...common,
      seed: 109,
      ectopics: { ventricularPerHour: 200, supraventricularPerHour: 120 },
      conduction: {
        bundleBranchBlock: 'right',
        blockedSpans: [
          { startSeconds: 240, durationSeconds: 200 },
          { startSeconds: 700, durationSeconds: 300 },
          { startSeconds: 1250, durationSeconds: 250 },
        ],
      },
      episodes: [{ type: 'BRADYCARDIA', rate: 48, startSeconds: 1100, durationSeconds: 150 }],
    },
  },
  {
    name: 'atrial-flutter',
    challenge:
      'atrial flutter with variable conduction: F waves on every QRS and irregular intervals',
    scenario: {
      ...common,
      seed: 110,
      ectopics: { ventricularPerHour: 150, supraventricularPerHour: 60 },
      episodes: [
        {
          type: 'ATRIAL_FLUTTER',
          conduction: 'variable',
          startSeconds: 500,
          durationSeconds: 900,
        },
      ],
    },
  },
  {
    name: 'atrial-flutter-2to1',
    challenge:
      'atrial flutter with fixed 2:1 conduction: an abrupt, lasting, regular fast rhythm without sinus P waves that is not a tachycardia of premature beats',
    scenario: {
      ...common,
      seed: 120,
      ectopics: { ventricularPerHour: 100, supraventricularPerHour: 60 },
      episodes: [
        { type: 'ATRIAL_FLUTTER', conduction: 2, startSeconds: 500, durationSeconds: 600 },
      ],
    },
  },
  {
    name: 'flutter-paroxysms',
    challenge:
      'paroxysms of atrial flutter with 2:1 conduction (30 and 90 s): abrupt, regular and short like a supraventricular tachycardia, but their beats are N',
    scenario: {
      ...common,
      seed: 123,
      ectopics: { ventricularPerHour: 100, supraventricularPerHour: 60 },
      episodes: [
        { type: 'ATRIAL_FLUTTER', conduction: 2, startSeconds: 500, durationSeconds: 30 },
        { type: 'ATRIAL_FLUTTER', conduction: 2, startSeconds: 1100, durationSeconds: 90 },
      ],
    },
  },
  {
    name: 'sinus-rate-jumps',
    challenge:
      'sinus tachycardia and bradycardia that start and end at once: a new rate that is not ectopic',
    scenario: {
      ...common,
      seed: 121,
      ectopics: { ventricularPerHour: 100, supraventricularPerHour: 60 },
      episodes: [
        {
          type: 'TACHYCARDIA',
          rate: 130,
          startSeconds: 400,
          durationSeconds: 300,
          onset: 'abrupt',
        },
        { type: 'BRADYCARDIA', rate: 45, startSeconds: 900, durationSeconds: 300, onset: 'abrupt' },
        {
          type: 'TACHYCARDIA',
          rate: 115,
          startSeconds: 1300,
          durationSeconds: 300,
          onset: 'abrupt',
        },
      ],
    },
  },
  {
    name: 'svt-runs',
    challenge:
      'runs of supraventricular tachycardia (20 s at 180/min, 60 s at 150/min): every beat of a run is S',
    scenario: {
      ...common,
      seed: 122,
      ectopics: { ventricularPerHour: 100, supraventricularPerHour: 60 },
      episodes: [
        { type: 'SUPRAVENTRICULAR_TACHYCARDIA', startSeconds: 400, durationSeconds: 20 },
        { type: 'SUPRAVENTRICULAR_TACHYCARDIA', startSeconds: 900, durationSeconds: 60, rate: 150 },
      ],
    },
  },
  {
    name: 'aberrant',
    challenge: 'half the atrial premature beats conducted with aberrancy (wide and premature)',
    scenario: {
      ...common,
      seed: 104,
      ectopics: { ventricularPerHour: 150, supraventricularPerHour: 300 },
      conduction: { aberrantShare: 0.5 },
    },
  },
  {
    name: 'tall-waves',
    challenge: 'P waves and T waves two and a half times the usual height',
    scenario: {
      ...common,
      seed: 105,
      ectopics: { ventricularPerHour: 200, supraventricularPerHour: 120 },
      conduction: { pWaveScale: 2.5, tWaveScale: 2.5 },
    },
  },
  {
    name: 'noisy',
    challenge: 'baseline wander and muscle noise four times the ambulatory defaults',
    scenario: {
      ...common,
      seed: 106,
      ectopics: { ventricularPerHour: 200, supraventricularPerHour: 120 },
      noise: { respiratoryWander: 0.2, drift: 0.3, muscle: 0.05 },
    },
  },
  {
    name: 'multiform-bigeminy',
    challenge: 'three ventricular foci, bigeminy and trigeminy episodes, fusion beats',
    scenario: {
      ...common,
      seed: 107,
      ectopics: {
        ventricularPerHour: 150,
        supraventricularPerHour: 60,
        fusionPerHour: 30,
        ventricularFoci: 3,
      },
      episodes: [
        { type: 'VENTRICULAR_BIGEMINY', startSeconds: 400, durationSeconds: 120 },
        { type: 'VENTRICULAR_TRIGEMINY', startSeconds: 1000, durationSeconds: 120 },
      ],
    },
  },
  {
    name: 'late-septal-pvc',
    challenge:
      'six septal foci whose QRS keeps the normal polarity, coupled late (80-100 % of the cycle), and fusion beats',
    scenario: {
      ...common,
      seed: 113,
      ectopics: {
        ventricularPerHour: 300,
        supraventricularPerHour: 120,
        fusionPerHour: 30,
        ventricularFoci: 6,
        ventricularCoupling: [0.8, 1],
        ventricularOrigin: 'septal',
      },
    },
  },
  {
    name: 'idioventricular',
    challenge:
      'left bundle branch block with idioventricular rhythm and ventricular escape: ventricular beats on time and no wider than the normal QRS',
    scenario: {
      ...common,
      seed: 111,
      ectopics: { ventricularPerHour: 150, supraventricularPerHour: 120 },
      conduction: { bundleBranchBlock: 'left' },
      episodes: [
        { type: 'BRADYCARDIA', rate: 52, startSeconds: 400, durationSeconds: 120 },
        { type: 'VENTRICULAR_BRADYCARDIA', rate: 58, startSeconds: 520, durationSeconds: 90 },
        { type: 'BRADYCARDIA', rate: 45, startSeconds: 1000, durationSeconds: 100 },
        { type: 'VENTRICULAR_BRADYCARDIA', rate: 36, startSeconds: 1100, durationSeconds: 60 },
        { type: 'VENTRICULAR_BRADYCARDIA', rate: 75, startSeconds: 1400, durationSeconds: 120 },
      ],
    },
  },
  {
    name: 'atrial-fibrillation',
    challenge: 'paroxysmal atrial fibrillation: irregular intervals that are not premature beats',
    scenario: {
      ...common,
      seed: 108,
      ectopics: { ventricularPerHour: 150, supraventricularPerHour: 120 },
      episodes: [{ type: 'ATRIAL_FIBRILLATION', startSeconds: 600, durationSeconds: 900 }],
    },
  },
]);

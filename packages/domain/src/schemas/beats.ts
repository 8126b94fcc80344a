import { z } from 'zod';
import { ExaminationEventSchema } from './events';
import { IsoDateTimeSchema } from './examination';

/**
 * Beat labels of ANSI/AAMI EC57, the classes the Holter analysis gives each beat: N normal or
 * sinus (bundle branch block included), S supraventricular ectopic, V ventricular ectopic,
 * F fusion, Q unclassifiable or artifact (clinical-domain §2 "ECG beat types and beat update").
 */
export const BEAT_LABELS = ['N', 'S', 'V', 'F', 'Q'] as const;

/** One of {@link BEAT_LABELS}. */
export type BeatLabel = (typeof BEAT_LABELS)[number];

/**
 * The event type of a single beat of each ectopic label (clinical-domain §3 Holter beat types):
 * the analysis marks every S, V and F beat outside a run with one, so the events table, the
 * statistics and the report description count them; relabelling a beat moves its event.
 */
export const BEAT_EVENT_TYPES = {
  S: 'SUPRAVENTRICULAR_ECTOPIC',
  V: 'VENTRICULAR_ECTOPIC',
  F: 'FUSION',
} as const satisfies Partial<Record<BeatLabel, string>>;

/** Half the width of a single-beat event around its R peak, ms (a QRS lasts about 120 ms). */
export const BEAT_EVENT_HALF_WIDTH_MS = 60;

/** Most beats one beat update relabels (a page of a filtered list, or a run selected by hand). */
export const BEAT_UPDATE_MAX = 10_000;

const BeatLabelSchema = z.enum(BEAT_LABELS, { error: 'invalidValue' });

/**
 * GET .../beats: every beat the analysis found in the recording, in time order, compactly (a
 * 24 h Holter has about 100,000): the R peaks as sample numbers of the analysed ECG channel
 * from the recording's second 0, and one label letter per beat.
 */
/**
 * Below this confidence in its label a beat is for review: the beat list shows such beats first.
 * A beat's label is the vote of its shape's cluster (packages/analysis `BeatClusters`); under 80 %
 * of the cluster agreeing, or a beat of no cluster (50 %), a person should look.
 */
export const BEAT_REVIEW_CONFIDENCE = 0.8;

/** Whether a beat of this confidence is for review (a beat without one, never classified, is not). */
export const isBeatForReview = (confidence: number | undefined): boolean =>
  confidence !== undefined && confidence < BEAT_REVIEW_CONFIDENCE;

export const BeatsResponseSchema = z
  .object({
    /** The instant of sample 0 (the recording's start). */
    startDate: IsoDateTimeSchema,
    samplingRate: z.number().positive(),
    /** R peaks, sample numbers in increasing order. */
    samples: z.array(z.number().int().nonnegative()),
    /** One of {@link BEAT_LABELS} per sample. */
    labels: z.string().regex(/^[NSVFQ]*$/),
    /**
     * The classifier's confidence in each label, 0-1 (1 once staff chose it); null for beats an
     * analysis stored without them. Beats under {@link BEAT_REVIEW_CONFIDENCE} are for review.
     */
    confidences: z.array(z.number().min(0).max(1)).nullable(),
    /** Last relabelling, or null when the labels are the analysis's. */
    updatedAt: IsoDateTimeSchema.nullable(),
  })
  .refine((beats) => beats.samples.length === beats.labels.length, {
    message: 'one label per beat',
    path: ['labels'],
  })
  .refine((beats) => !beats.confidences || beats.confidences.length === beats.samples.length, {
    message: 'one confidence per beat',
    path: ['confidences'],
  });

export type BeatsResponse = z.infer<typeof BeatsResponseSchema>;

/** PATCH .../beats, the beat update: new labels for beats named by their R-peak sample. */
export const UpdateBeatsBodySchema = z
  .object({
    beats: z
      .array(
        z
          .object({
            sample: z
              .number({ error: 'invalidType' })
              .int({ error: 'invalidType' })
              .nonnegative({ error: 'invalidValue' }),
            label: BeatLabelSchema,
          })
          .strict(),
        { error: 'invalidType' },
      )
      .min(1, { error: 'isRequired' })
      .max(BEAT_UPDATE_MAX, { error: 'maxLength' }),
  })
  .strict();

export type UpdateBeatsBody = z.input<typeof UpdateBeatsBodySchema>;

/**
 * The answer of a beat update: how many beats changed label, and the single-beat events that
 * moved with them (those removed, those scored in their place), for the page's event list.
 */
export const BeatsUpdatedSchema = z.object({
  updated: z.number().int().nonnegative(),
  removedEventIds: z.array(z.string()),
  createdEvents: z.array(ExaminationEventSchema),
});

export type BeatsUpdated = z.infer<typeof BeatsUpdatedSchema>;

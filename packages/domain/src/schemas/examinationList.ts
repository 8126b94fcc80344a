import { z } from 'zod';
import { MEMBER_ROLES } from '../rules/roles';
import { ExaminationSchema, ExaminationStatusSchema } from './examination';
import {
  EXAMINATION_LIST_DEFAULT_OFFSET,
  EXAMINATION_LIST_DEFAULT_SIZE,
  EXAMINATION_LIST_MAX_SIZE,
} from './examinationConstants';
import { ExaminationTypeSchema } from './examinationSpec';
import { MemberRoleSchema } from './team';

/** Columns the examinations search sorts by (the list view's headers, and creation time). */
export const EXAMINATION_SORT_FIELDS = [
  'createdAt',
  'startDate',
  'endDate',
  'duration',
  'status',
  'type',
  'eventCount',
  'patientFullName',
] as const;

export type ExaminationSortField = (typeof EXAMINATION_SORT_FIELDS)[number];

/** Filters of the examinations search; each is a list of accepted values, absent means any. */
export const ExaminationListFieldsSchema = z.object({
  assignedDoctor: z.array(z.uuid({ error: 'invalidFormat' })).optional(),
  examinationMember: z.array(z.uuid({ error: 'invalidFormat' })).optional(),
  examinationType: z.array(ExaminationTypeSchema).optional(),
  examinationStatus: z.array(ExaminationStatusSchema).optional(),
  /** Absent or empty shows only examinations that are not archived (platform-core §4). */
  archived: z.array(z.boolean({ error: 'invalidType' })).optional(),
});

export type ExaminationListFields = z.infer<typeof ExaminationListFieldsSchema>;

/** Sort order; the API's default is createdAt ascending (platform-core §9). */
export const ExaminationSortSchema = z.object({
  field: z.enum(EXAMINATION_SORT_FIELDS, { error: 'invalidValue' }),
  direction: z.enum(['asc', 'desc'], { error: 'invalidValue' }).default('asc'),
});

export type ExaminationSort = z.infer<typeof ExaminationSortSchema>;

/** A page: `size` examinations from `offset` (default 100 from 0, platform-core §9). */
export const PaginationSchema = z.object({
  offset: z
    .number()
    .int({ error: 'notInteger' })
    .min(0, { error: 'invalidValue' })
    .default(EXAMINATION_LIST_DEFAULT_OFFSET),
  size: z
    .number()
    .int({ error: 'notInteger' })
    .min(1, { error: 'invalidValue' })
    .max(EXAMINATION_LIST_MAX_SIZE, { error: 'invalidValue' })
    .default(EXAMINATION_LIST_DEFAULT_SIZE),
});

export type Pagination = z.infer<typeof PaginationSchema>;

/** POST teams/{teamId}/examinations/list. */
export const ExaminationListBodySchema = z.object({
  fields: ExaminationListFieldsSchema.default({}),
  sortBy: ExaminationSortSchema.default({ field: 'createdAt', direction: 'asc' }),
  pagination: PaginationSchema.default({
    offset: EXAMINATION_LIST_DEFAULT_OFFSET,
    size: EXAMINATION_LIST_DEFAULT_SIZE,
  }),
});

export type ExaminationListBody = z.input<typeof ExaminationListBodySchema>;

/**
 * One page of the search, the number of matches and `order`: the page's ids in board order
 * (column by column, top to bottom), so a board that loads every match gets its columns in order.
 */
export const ExaminationListResponseSchema = z.object({
  data: z.array(ExaminationSchema),
  total: z.number().int(),
  order: z.array(z.uuid()),
});

export type ExaminationListResponse = z.infer<typeof ExaminationListResponseSchema>;

/** GET search: members of a team whose name or email contains the trimmed phrase. */
export const MemberSearchQuerySchema = z.object({
  phrase: z.string().trim().max(200, { error: 'tooLong' }),
  teamId: z.uuid({ error: 'invalidFormat' }),
  roles: z
    .union([MemberRoleSchema, z.array(MemberRoleSchema)])
    .transform((roles) => (Array.isArray(roles) ? roles : [roles]))
    .default([...MEMBER_ROLES]),
});

export type MemberSearchQuery = z.input<typeof MemberSearchQuerySchema>;

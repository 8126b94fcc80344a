export {
  defaultExaminationRange,
  examinationRangePresets,
  validateExaminationRange,
} from './examination/examinationRange';
export type {
  DateRange,
  DateRangePresetId,
  ExaminationRangeError,
} from './examination/examinationRange';

export { EdfFormatError } from './edf/EdfFormatError';
export { EDF_FIXED_HEADER_BYTES, readFixedHeader } from './edf/readFixedHeader';
export type { EdfFixedHeader, EdfVariant } from './edf/readFixedHeader';

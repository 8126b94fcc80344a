export { EdfFormatError } from './edf/EdfFormatError';
export { EDF_FIXED_HEADER_BYTES, readFixedHeader } from './edf/readFixedHeader';
export type { EdfFixedHeader, EdfVariant } from './edf/readFixedHeader';
export { readSignalHeaders } from './edf/readSignalHeaders';
export type { EdfSignalHeader } from './edf/readSignalHeaders';
export { parseTals } from './edf/parseTals';
export type { EdfTal } from './edf/parseTals';
export { parseEdfPlusPatient, parseEdfPlusRecording } from './edf/parseEdfPlusIdentification';
export type {
  EdfCalendarDate,
  EdfPlusPatient,
  EdfPlusRecording,
} from './edf/parseEdfPlusIdentification';
export { openEdf } from './edf/openEdf';
export { guardEdfStream } from './edf/guardEdfStream';
export type { EdfStreamGuardOptions, EdfStreamHeader } from './edf/guardEdfStream';
export type {
  EdfAnnotation,
  EdfHeader,
  EdfRecordingReader,
  EdfRecordsRequest,
  EdfWindowRequest,
  EdfWindowSignal,
  EdfDigitalWindowSignal,
} from './edf/openEdf';
export { BACK_TO_BACK_SECONDS } from './edf/recordTimeline';
export type { RecordTimeline } from './edf/recordTimeline';
export { blobSource, bufferSource, fileHandleSource } from './byteSource/ByteSource';
export type { ByteSource, PositionalFileHandle } from './byteSource/ByteSource';
export { WfdbFormatError } from './wfdb/WfdbFormatError';
export { parseWfdbHeader } from './wfdb/parseWfdbHeader';
export type { WfdbHeader } from './wfdb/parseWfdbHeader';
export type { WfdbSignalSpec } from './wfdb/parseWfdbSignalLine';
export type { WfdbBaseDate, WfdbBaseTime } from './wfdb/parseWfdbBaseTime';
export { wfdbDigitalRange } from './wfdb/wfdbStorageFormats';
export type { WfdbStorageFormat } from './wfdb/wfdbStorageFormats';
export { wfdbSignalFileNames } from './wfdb/groupWfdbSignalFiles';
export { decodeWfdbSignals } from './wfdb/decodeWfdbSignals';
export type { WfdbSignals } from './wfdb/decodeWfdbSignals';
export { readWfdbAnnotations } from './wfdb/readWfdbAnnotations';
export type { WfdbAnnotation } from './wfdb/readWfdbAnnotations';
export { annotationMnemonic, isBeatCode } from './wfdb/annotationCodes';
export { createEdfEncoder, encodeEdf, writeEdf } from './edf/writeEdf';
export type {
  EdfEncoder,
  EdfEncoderInput,
  EdfPatientInput,
  EdfRecordingInput,
  EdfSignalInput,
  EdfSignalSpec,
  EdfWriteInput,
} from './edf/writeEdf';
export type { EdfAnnotationInput } from './edf/planAnnotationRecords';
export { EDF_IMPORT_FAILED, signalTypeOfLabel, validateEdfImport } from './edf/validateEdfImport';
export { channelRoleOfLabel } from './edf/channelRoles';
export type { ChannelRole } from './edf/channelRoles';
export type {
  EdfImportChannel,
  EdfImportProblem,
  EdfImportProblemCode,
  EdfImportSignalType,
  EdfImportValidation,
} from './edf/validateEdfImport';
export { PyramidFormatError } from './pyramid/PyramidFormatError';
export {
  bucketSamples,
  DEFAULT_BASE_BUCKET,
  DEFAULT_LEVEL_FACTOR,
  pyramidBucketSource,
  pyramidLevelSizes,
} from './pyramid/signalPyramid';
export type { PyramidBucketSource, PyramidInfo, SignalPyramid } from './pyramid/signalPyramid';
export { buildPyramid, createPyramidBuilder } from './pyramid/buildPyramid';
export type { DigitalSamples, PyramidBuilder, PyramidOptions } from './pyramid/buildPyramid';
export { createPyramidWriter } from './pyramid/createPyramidWriter';
export type { PyramidByteWriter, PyramidWriter } from './pyramid/createPyramidWriter';
export { decodePyramid, encodePyramid, PYRAMID_FORMAT_VERSION } from './pyramid/pyramidEncoding';
export { openPyramid } from './pyramid/openPyramid';
export { queryWindow, RAW_SAMPLES_PER_PIXEL } from './pyramid/queryWindow';
export type {
  EnvelopeSignalWindow,
  RawSampleReader,
  RawSamples,
  RawSignalWindow,
  SignalBreak,
  SignalWindow,
  SignalWindowQuery,
} from './pyramid/queryWindow';
// A whole recording (EDF or WFDB) and its conversion to EDF+ (the CLI's convert, the portal's
// WFDB import)
export type { Recording, RecordingAnnotation, RecordingChannel } from './recording/recording';
export { wfdbRecording } from './recording/wfdbRecording';
export {
  EDF_PHYSICAL_RANGE,
  RecordingConversionError,
  fitsEdfPhysicalRange,
  recordDurationFor,
  recordingEdfInput,
} from './recording/recordingToEdf';

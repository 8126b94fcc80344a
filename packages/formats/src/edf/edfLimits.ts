/**
 * Bounds an EDF/BDF header must keep before a byte of its data is read. The EDF spec bounds most
 * numbers only by their field widths (99999999 records of 99999999 s); a header that uses that
 * room describes no recording and would make a reader allocate or loop without end.
 */
export const EDF_LIMITS = {
  /** EDFlib 1.23 reads at most 640 signals (EDFLIB_MAXSIGNALS); the 4-character field allows 9999. */
  maxSignals: 640,
  /**
   * Seconds per data record. Recorders write 0.1-60 s (EDF+ recommends records of under 61 440
   * bytes); a day is far beyond any of them and keeps the time axis of 99999999 records exact.
   */
  maxRecordDurationSeconds: 86_400,
  /** Samples of one signal in one record: 16 M, 64 s of a 256 kHz signal. */
  maxSamplesPerRecord: 1 << 24,
  /**
   * Bytes of one data record over all signals: a reader holds at least one record in memory. A
   * 1 s record of 256 BDF channels at 16 kHz is 12 MiB.
   */
  maxRecordBytes: 32 * 1024 * 1024,
} as const;

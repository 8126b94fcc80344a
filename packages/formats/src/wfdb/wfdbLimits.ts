/**
 * Bounds of the WFDB reader. Every stored sample it decodes comes from bytes the caller gave it,
 * so a lying header cannot make it allocate more than the signal files hold, except for the one
 * thing a header may describe without bytes: null signals (format 0), whose samples are all
 * invalid and are made up from the header's length alone.
 */
export const WFDB_LIMITS = {
  /**
   * Samples of one null signal: 2^27, 1.5 days of a 1 kHz signal, 512 MiB of NaN as float32. A
   * null signal fills a gap in a segment of a longer record; none needs more.
   */
  maxNullSignalSamples: 2 ** 27,
  /**
   * Frames decoded at a time: the decoder holds one chunk of a file's stored integers (a multiple
   * of 6 frames, so that every chunk starts a 212 pair and a 310/311 triple).
   */
  chunkFrames: 6 * 8192,
} as const;

/**
 * The interface typeface, shipped with the design system rather than left to each machine: Noto
 * Sans (SIL Open Font License 1.1) covers Latin with Polish diacritics, Greek and Cyrillic in one
 * design, so every language of the product renders alike on every platform, and screenshots of
 * the stories are the same on every machine. The browser downloads only the subsets a page uses
 * (each face has a unicode-range).
 */
import '@fontsource-variable/noto-sans/index.css';

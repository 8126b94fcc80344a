import type { SVGProps } from 'react';

/** Stroke paths (24 × 24 grid) of the icons the components use. */
const iconPaths = {
  calendar:
    'M5 5h14a2 2 0 012 2v12a2 2 0 01-2 2H5a2 2 0 01-2-2V7a2 2 0 012-2zM16 3v4M8 3v4M3 11h18',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  chevronDown: 'M6 9l6 6 6-6',
  close: 'M6 6l12 12M18 6L6 18',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10.7 10.7 0 0112 5c6.4 0 10 7 10 7a17 17 0 01-3 3.9M6.6 6.6A17 17 0 002 12s3.6 7 10 7a10 10 0 005.4-1.6M9.9 9.9a3 3 0 004.2 4.2',
  info: 'M12 22a10 10 0 100-20 10 10 0 000 20zM12 16v-4M12 8h.01',
  success: 'M12 22a10 10 0 100-20 10 10 0 000 20zM8 12.5l3 3 5-6',
  error: 'M12 22a10 10 0 100-20 10 10 0 000 20zM12 8v5M12 16h.01',
  warning:
    'M10.3 3.9L1.8 18a2 2 0 001.7 3h17a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0zM12 9v4M12 17h.01',
  lock: 'M6 11h12a1 1 0 011 1v8a1 1 0 01-1 1H6a1 1 0 01-1-1v-8a1 1 0 011-1zM8 11V7a4 4 0 018 0v4',
  menu: 'M4 6h16M4 12h16M4 18h16',
  minus: 'M6 12h12',
  tasks: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  search: 'M11 19a8 8 0 100-16 8 8 0 000 16zM21 21l-4.35-4.35',
  offline:
    'M2 8.8a15 15 0 014.2-2.6M22 8.8a15 15 0 00-9.5-3.7M5 12.9a10 10 0 015.2-2.7M19 12.9a10 10 0 00-2.3-1.6M8.5 16.4a5 5 0 017 0M12 20h.01M3 3l18 18',
} as const;

/** Name of an icon in the set. */
export type IconName = keyof typeof iconPaths;

/** Props of {@link Icon}. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /**
   * Edge length in pixels.
   * @default 20
   */
  size?: number;
}

/**
 * A decorative line icon that takes the text colour. Hidden from assistive technology: the
 * control around it carries the accessible name.
 */
export function Icon({ name, size = 20, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}

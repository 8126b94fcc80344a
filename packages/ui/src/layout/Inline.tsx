import type { Sprinkles } from '../theme/sprinkles.css';
import { Box } from './Box';
import type { BoxProps } from './Box';

/** Props of {@link Inline}. */
export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> & {
  /**
   * Space between the children, both across and between wrapped rows.
   * @default 'small'
   */
  space?: Sprinkles['gap'];
  /**
   * Vertical alignment of the children.
   * @default 'center'
   */
  alignY?: Sprinkles['alignItems'];
  /**
   * Horizontal distribution of the children.
   * @default 'flex-start'
   */
  justify?: Sprinkles['justifyContent'];
  /**
   * Whether children wrap onto new rows when the line is full.
   * @default true
   */
  wrap?: boolean;
};

/** Children side by side (in reading direction), wrapping when the line is full. */
export function Inline({
  space = 'small',
  alignY = 'center',
  justify = 'flex-start',
  wrap = true,
  ...props
}: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={space}
      alignItems={alignY}
      justifyContent={justify}
      {...props}
    />
  );
}

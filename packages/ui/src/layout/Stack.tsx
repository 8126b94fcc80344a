import type { Sprinkles } from '../theme/sprinkles.css';
import { Box } from './Box';
import type { BoxProps } from './Box';

/** Props of {@link Stack}. */
export type StackProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> & {
  /**
   * Space between the children.
   * @default 'medium'
   */
  space?: Sprinkles['gap'];
  /**
   * Horizontal alignment of the children.
   * @default 'stretch'
   */
  align?: Sprinkles['alignItems'];
};

/** Children one below the other with even space between them. */
export function Stack({ space = 'medium', align = 'stretch', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={space} alignItems={align} {...props} />;
}

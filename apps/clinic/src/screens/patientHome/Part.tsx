import { Heading, Stack } from '@telemed/ui';
import type { ReactNode } from 'react';

/** Props of {@link Part}. */
export interface PartProps {
  /** The heading's id, which names the part. */
  id: string;
  heading: string;
  children: ReactNode;
}

/** One titled part of a card of the patient's pages, a level below the card's heading. */
export function Part({ id, heading, children }: PartProps) {
  return (
    <section aria-labelledby={id}>
      <Stack space="medium">
        <Heading level={3} size="medium" id={id}>
          {heading}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}

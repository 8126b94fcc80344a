import { Card, Heading, Stack } from '@telemed/ui';
import type { ReactNode } from 'react';

export interface SectionCardProps {
  /** The id of the heading, which names the section for assistive technology. */
  headingId: string;
  heading: string;
  children: ReactNode;
}

/** One titled part of a signed-in page, such as a section of the user settings. */
export function SectionCard({ headingId, heading, children }: SectionCardProps) {
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack space="large">
        <Heading level={2} size="large" id={headingId}>
          {heading}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}

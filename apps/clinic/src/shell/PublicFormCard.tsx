import { Heading, Stack } from '@telemed/ui';
import type { ReactNode } from 'react';
import { PublicCard } from './PublicCard';

export interface PublicFormCardProps {
  heading: string;
  children: ReactNode;
}

/** A public screen's card with its page heading, for the forms before sign-in. */
export function PublicFormCard({ heading, children }: PublicFormCardProps) {
  return (
    <PublicCard>
      <Stack space="xlarge">
        <Heading level={1} size="xlarge">
          {heading}
        </Heading>
        {children}
      </Stack>
    </PublicCard>
  );
}

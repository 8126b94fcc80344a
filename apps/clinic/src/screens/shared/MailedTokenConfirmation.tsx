import { DOMAIN_NAMESPACE } from '@telemed/domain';
import { Preloader } from '@telemed/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../feedback/errorText';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import { PublicCard } from '../../shell/PublicCard';
import { StatusMessage } from '../../shell/StatusMessage';

export interface MailedTokenConfirmationProps<Result> {
  /** Names the confirmation in the query cache, beside the token. */
  queryKey: string;
  /** Sends the token of `?token=` to the server. */
  confirm: (token: string) => Promise<Result>;
  /** What the preloader says while the server answers. */
  confirmingLabel: string;
  /** The way on from a link without a token. */
  missingTokenAction: ReactNode;
  /** The way on from a failed confirmation. */
  failureAction: (error: Error) => ReactNode;
  /** What the user sees once confirmed. */
  children: (result: Result) => ReactNode;
}

/**
 * A screen behind a mailed link `?token=T`: confirms the token once and shows the outcome. The
 * token is single use, so the call is cached for the page's life and never retried.
 */
export function MailedTokenConfirmation<Result>({
  missingTokenAction,
  ...props
}: MailedTokenConfirmationProps<Result>) {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token');
  if (token === null) {
    return (
      <PublicCard>
        <StatusMessage
          role="alert"
          heading={t('errors.invalidOrExpiredToken', { ns: DOMAIN_NAMESPACE })}
          action={missingTokenAction}
        />
      </PublicCard>
    );
  }
  return <TokenConfirmation token={token} {...props} />;
}

type TokenConfirmationProps<Result> = Omit<
  MailedTokenConfirmationProps<Result>,
  'missingTokenAction'
> & { token: string };

function TokenConfirmation<Result>({
  token,
  queryKey,
  confirm,
  confirmingLabel,
  failureAction,
  children,
}: TokenConfirmationProps<Result>) {
  const { t } = useTranslation();
  const confirmation = useQuery({
    queryKey: [queryKey, token],
    queryFn: () => confirm(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: toldOnScreen,
  });

  if (confirmation.isPending) {
    return (
      <PublicCard>
        <Preloader label={confirmingLabel} />
      </PublicCard>
    );
  }
  if (confirmation.isError) {
    return (
      <PublicCard>
        <StatusMessage
          role="alert"
          heading={errorText(confirmation.error, t)}
          action={failureAction(confirmation.error)}
        />
      </PublicCard>
    );
  }
  return <PublicCard>{children(confirmation.data)}</PublicCard>;
}

import { Preloader } from '@telemed/ui';
import { useQuery } from '@tanstack/react-query';
import { marked } from 'marked';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { isLegalDocumentName, loadLegalDocument } from '../../legal/legalDocuments';
import type { LegalDocumentName } from '../../legal/legalDocuments';
import { PublicCard } from '../../shell/PublicCard';
import * as styles from './LegalDocumentScreen.css';

/**
 * A public legal document (`/:lang/service-terms` ...). The Markdown is the product's own,
 * bundled from the repository, so rendering its HTML is safe.
 */
export function LegalDocumentScreen() {
  const { lang = 'en' } = useParams();
  const name = useLocation().pathname.split('/').at(-1) ?? '';
  if (!isLegalDocumentName(name)) return <Navigate to="/404" replace />;
  return <LegalDocumentView language={lang} name={name} />;
}

function LegalDocumentView({ language, name }: { language: string; name: LegalDocumentName }) {
  const { t } = useTranslation();
  const legalDocument = useQuery({
    queryKey: ['legalDocument', language, name],
    queryFn: () => loadLegalDocument(language, name),
    staleTime: Infinity,
  });

  return (
    <PublicCard wide>
      {legalDocument.isPending && <Preloader />}
      {legalDocument.isError && <p role="alert">{t('legal.loadFailed')}</p>}
      {legalDocument.data?.isFallback && (
        <p className={styles.notice}>{t('legal.fallbackNotice')}</p>
      )}
      {legalDocument.data && (
        <article
          lang={legalDocument.data.language}
          className={styles.document}
          dangerouslySetInnerHTML={{
            __html: marked.parse(legalDocument.data.markdown, { async: false }),
          }}
        />
      )}
    </PublicCard>
  );
}

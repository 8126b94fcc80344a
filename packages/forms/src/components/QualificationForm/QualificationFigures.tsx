import { SPIROMETRY_INDICES } from '@telemed/domain';
import type { QualificationFigures as Figures } from '@telemed/domain';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import * as styles from './QualificationForm.css';

/** Props of {@link QualificationFigures}. */
export interface QualificationFiguresProps {
  /** The figures the server computed from the saved fields. */
  figures: Figures;
}

/**
 * The computed values of a qualification (clinical-domain §3): spirometry against its reference
 * (measured, predicted, % predicted, lower limit of normal), the body-mass index, the total
 * score, the suggested model and the training heart rate. Values are shown as the server
 * computed them; a value without its inputs reads 'Not computed yet'.
 */
export function QualificationFigures({ figures }: QualificationFiguresProps) {
  const { t, i18n } = useFormsTranslation();
  const number = (value: number | null) =>
    value === null
      ? t('qualification.figures.notComputed')
      : new Intl.NumberFormat(i18n.language).format(value);
  const columns = ['measured', 'predicted', 'percentPredicted', 'lowerLimitOfNormal'] as const;
  const summary = [
    ['bodyMassIndex', number(figures.bodyMassIndex)],
    ['totalScore', number(figures.totalScore)],
    [
      'suggestedModel',
      figures.suggestedModel
        ? t(`qualification.options.models.${figures.suggestedModel}`)
        : t('qualification.figures.notComputed'),
    ],
    ['trainingHeartRate', number(figures.trainingHeartRate)],
  ] as const;
  return (
    <section className={styles.section} aria-labelledby="qualification-figures-heading">
      <h3 id="qualification-figures-heading" className={styles.legend}>
        {t('qualification.figures.heading')}
      </h3>
      <table className={styles.figures}>
        <thead>
          <tr>
            <th scope="col" className={styles.figureCell}>
              {t('qualification.figures.index')}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className={styles.figureCell}>
                {t(`qualification.figures.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SPIROMETRY_INDICES.map((index) => {
            const figure = figures.spirometry[index];
            return (
              <tr key={index}>
                <th scope="row" className={styles.figureCell}>
                  {t(`qualification.figures.${index}`)}
                </th>
                {columns.map((column) => (
                  <td key={column} className={styles.figureCell}>
                    {number(figure ? figure[column] : null)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className={styles.summary}>
        {summary.map(([name, value]) => (
          <div key={name}>
            <dt className={styles.summaryTerm}>{t(`qualification.figures.${name}`)}</dt>
            <dd className={styles.summaryValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.hint}>{t('qualification.figures.source')}</p>
    </section>
  );
}

import { isPurchasable, type ReportType } from '@firm/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { reportTypeDescriptionsQueryOptions, reportTypesQueryOptions } from '../../data/report-types';
import styles from './catalogue.module.css';
import { CatalogueBanner } from './catalogue-banner';
import { PriceList } from './price-list';
import { SubscribeForm, useCatalogueBuyer } from './subscribe-form';

/** SPEC §2 /reports: the banner, then every report type with its nested types and yearly prices per tier. */
export function CataloguePage() {
  const { data: types } = useSuspenseQuery(reportTypesQueryOptions());
  const { data: descriptions } = useSuspenseQuery(reportTypeDescriptionsQueryOptions());
  const buyer = useCatalogueBuyer();
  const describe = (type: ReportType) =>
    descriptions.find((d) => d.report_type === type.id)?.description ?? type.title;

  return (
    <>
      <CatalogueBanner />
      <div className={styles.catalogue}>
        {types.length === 0 ? <p>No reports are on offer at the moment. Please check back soon.</p> : null}
        {types.map((type) => (
          <section key={type.id} className={styles.group} aria-labelledby={`type-${type.id}`}>
            <h2 id={`type-${type.id}`}>{type.report_type_name}</h2>
            <p className={styles.groupTitle}>{type.title}</p>
            <p>{describe(type)}</p>
            {isPurchasable(type) ? (
              <>
                <PriceList type={type} />
                <SubscribeForm type={type} buyer={buyer} />
              </>
            ) : null}
            {type.sub_list.length > 0 ? (
              <ul className={styles.reports}>
                {type.sub_list.map((child) => (
                  <li key={child.id} className={styles.report}>
                    <h3>{child.report_type_name}</h3>
                    <p>{describe(child)}</p>
                    {isPurchasable(child) ? (
                      <>
                        <PriceList type={child} />
                        <SubscribeForm type={child} buyer={buyer} />
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}

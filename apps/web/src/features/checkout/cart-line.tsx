import {
  type ArchivedReportCartItem,
  cartLineName,
  COURSE_FORMAT_LABELS,
  type CourseSeatsCartItem,
  formatLongDate,
  formatSessionDays,
  formatUsd,
  formatYearlyPrice,
  keptPriceNote,
  MAX_CREDITS_PER_LINE,
  MAX_SEATS_PER_LINE,
  TIER_KEYS,
  tierLabel,
  type CartItem,
  type CartResponse,
  type CreditCartItem,
  type SubscriptionCartItem,
  type TierKey,
} from '@firm/domain';
import { Alert, Button, Select, VisuallyHidden } from '@firm/ui';
import type { ReactNode } from 'react';
import { api } from '../../lib/api';
import { useCartChange } from '../../data/cart';
import { failureMessage } from '../../lib/failure-message';
import styles from './checkout.module.css';

/**
 * One line of the cart: a report type at a licence tier, consultation credits (issue 43), one archived report or
 * seats of a course session (issue 44).
 */
export function CartLine({ line }: { line: CartItem }) {
  if (line.kind === 'subscription') return <SubscriptionLine line={line} />;
  if (line.kind === 'archived_report') return <ArchivedReportLine line={line} />;
  if (line.kind === 'course_seats') return <CourseSeatsLine line={line} />;
  return <CreditsLine line={line} />;
}

/** The numbers 1 to `most`, as a select's options. */
const countOptions = (most: number) =>
  Array.from({ length: most }, (_, index) => {
    const count = String(index + 1);
    return { value: count, label: count };
  });

const CREDIT_QUANTITIES = countOptions(MAX_CREDITS_PER_LINE);

/** What a line without a choice would change: never asked, as it shows no choice. */
const unchangeable = (): Promise<CartResponse> =>
  Promise.reject(new Error('This line has nothing to change.'));

/**
 * A line of the cart as every kind shows it: its picture, name, price and notes, one choice (a tier, how many) and
 * remove. Each change answers the whole cart, which replaces the shown one.
 */
function LineFrame({
  line,
  image,
  name,
  price,
  about,
  choice,
  change,
}: {
  line: CartItem;
  image: string;
  name: string;
  price: ReactNode;
  about?: string;
  /** The line's one choice and how it changes; none for a line bought as it is (an archived report). */
  choice?: { label: string; hidden: string; options: { value: string; label: string }[]; value: string };
  change?: (value: string) => Promise<CartResponse>;
}) {
  const changed = useCartChange(change ?? unchangeable);
  const remove = useCartChange(() => api.removeCartItem(line.id));
  const busy = changed.isPending || remove.isPending;
  const failure = changed.error ?? remove.error;
  const note = keptPriceNote(line);

  return (
    <li className={styles.line} aria-busy={busy || undefined}>
      <img src={image} alt="" width={64} height={64} className={styles.image} />
      <div className={styles.lineBody}>
        <h3 className={styles.lineName}>{name}</h3>
        <p className={styles.price}>{price}</p>
        {about ? <p className={styles.priceNote}>{about}</p> : null}
        {note ? <p className={styles.priceNote}>{note}</p> : null}
        {failure ? <Alert tone="error">{failureMessage(failure)}</Alert> : null}
      </div>
      <div className={styles.lineControls}>
        {choice ? (
          <Select
            label={
              <>
                {choice.label}
                <VisuallyHidden> {choice.hidden}</VisuallyHidden>
              </>
            }
            options={choice.options}
            value={choice.value}
            disabled={busy}
            onChange={(event) => changed.mutate(event.target.value)}
          />
        ) : null}
        <Button variant="secondary" onClick={() => remove.mutate(undefined)} disabled={busy}>
          Remove<VisuallyHidden> {name}</VisuallyHidden>
        </Button>
      </div>
    </li>
  );
}

/**
 * One archived report bought alone (issue 44): its name, type and date, and its price for the organisation's
 * licence, without an end date. Nothing to choose: it is kept or removed.
 */
function ArchivedReportLine({ line }: { line: ArchivedReportCartItem }) {
  const { report } = line;
  const published = report.published_at ? formatLongDate(report.published_at) : null;
  return (
    <LineFrame
      line={line}
      image={line.image}
      name={cartLineName(line)}
      price={formatUsd(line.report_price, 'cents')}
      about={`${report.report_type_name}${published ? `, ${published}` : ''}. Your organisation keeps it in its library, without an end date.`}
    />
  );
}

/**
 * Seats of a course session (issue 44): the course, its days and where it is held, the price each and together,
 * and how many (up to the seats left, the line's own included).
 */
function CourseSeatsLine({ line }: { line: CourseSeatsCartItem }) {
  const { session } = line;
  const where =
    session.format === 'in_person' && session.place
      ? `${COURSE_FORMAT_LABELS.in_person}, ${session.place}`
      : COURSE_FORMAT_LABELS[session.format];
  const most = Math.min(MAX_SEATS_PER_LINE, Math.max(line.seats, session.seats_left));
  return (
    <LineFrame
      line={line}
      image={line.image}
      name={session.course_title}
      price={`${formatUsd(line.report_price, 'cents')}${line.seats > 1 ? ` (${formatUsd(line.unit_price, 'cents')} per participant)` : ''}`}
      about={`${formatSessionDays(session.first_day, session.last_day)}, ${session.hours.start}–${session.hours.end}. ${where}. You name the participants once it is paid.`}
      choice={{
        label: 'Seats',
        hidden: `of ${session.course_title}`,
        options: countOptions(most),
        value: String(line.seats),
      }}
      change={(seats) => api.changeCartSeats(line.id, { seats: Number(seats) })}
    />
  );
}

/** The consultation credits line (issue 43): the price each and together, and how many (1 to 10). */
function CreditsLine({ line }: { line: CreditCartItem }) {
  return (
    <LineFrame
      line={line}
      image={line.image}
      name={line.name}
      price={`${formatUsd(line.report_price)}${line.quantity > 1 ? ` (${formatUsd(line.unit_price)} each)` : ''}`}
      about="Each credit books one 60-minute session with an analyst."
      choice={{
        label: 'Credits',
        hidden: `of ${line.name}`,
        options: CREDIT_QUANTITIES,
        value: String(line.quantity),
      }}
      change={(quantity) => api.changeCartCredits(line.id, { quantity: Number(quantity) })}
    />
  );
}

/**
 * One report type of the cart (SPEC §2): the type's picture, name and yearly price, the tier selector (SINGLE
 * USER, UP TO 3 USER'S, ENTERPRISE) and remove.
 */
function SubscriptionLine({ line }: { line: SubscriptionCartItem }) {
  const name = line.report_types.report_type_name;
  return (
    <LineFrame
      line={line}
      image={line.report_type_image}
      name={name}
      price={formatYearlyPrice(line.report_price)}
      choice={{
        label: 'Licence',
        hidden: `for ${name}`,
        options: TIER_KEYS.filter((key) => line.subscription_list[key] !== undefined).map((key) => ({
          value: key,
          label: tierLabel(key),
        })),
        value: line.selected_subscription,
      }}
      change={(tier) => api.changeCartItem(line.id, { selected_subscription: tier as TierKey })}
    />
  );
}

import { ApiRequestError } from '@firm/api-client';
import {
  ASSIGNABLE_ROLES,
  type InvitationRequestSchema,
  readsReports,
  TEAM_ROLE_LABELS,
  TeamMessages,
  type InvitationRequest,
  type SeatSubscription,
} from '@firm/domain';
import { Button, FieldError, Select, TextField, seatMeterText } from '@firm/ui';
import { useId, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { lazyResolver } from '../../lib/lazy-resolver';
import { api } from '../../lib/api';
import { useTeamChange } from '../../data/team';
import { SeatLimitAlert } from './seat-limit-alert';
import { seatLimitUpgrade, teamFailureMessage } from './team-rules';
import styles from './team.module.css';

type InvitationValues = z.output<typeof InvitationRequestSchema>;

const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((role) => ({ value: role, label: TEAM_ROLE_LABELS[role] }));
const EMPTY: InvitationRequest = { email: '', role: 'member', seats: [] };

export interface InviteFormProps {
  /** The running subscriptions, whose seats an invitation can reserve. */
  subscriptions: readonly SeatSubscription[];
  /** The invitation was sent: the server's message. */
  onInvited: (message: string) => void;
}

const resolver = lazyResolver(() => import('./invite-form-resolver'));

/**
 * Invites a colleague by email (owners and admins): the role they get and the seats reserved for them. The domain's
 * rules run first; a billing invitation reserves no seat (issue 17), and the form says why instead of offering
 * them. The server's field messages go on their fields, any other refusal (a full licence: 409, with a
 * link to upgrade it) above the button.
 */
export function InviteForm({ subscriptions, onInvited }: InviteFormProps) {
  const headingId = useId();
  const seatsErrorId = useId();
  const invite = useTeamChange((values: InvitationValues) => api.invite(values));
  const [refusal, setRefusal] = useState<{ message: string; upgradeTypeId: number | null } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<InvitationRequest, unknown, InvitationValues>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // Billing reads no reports (issue 17): it is offered no seat, and seats ticked for another role are not sent.
  const takesSeats = readsReports(watch('role') ?? EMPTY.role);

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const answer = await invite.mutateAsync(readsReports(values.role) ? values : { ...values, seats: [] });
      reset(EMPTY);
      onInvited(answer.message);
    } catch (error) {
      const fieldErrors = error instanceof ApiRequestError ? error.errors : undefined;
      const known = Object.entries(fieldErrors ?? {}).filter(([field]) => field in EMPTY);
      for (const [field, messages] of known) {
        setError(field as FieldPath<InvitationRequest>, { message: messages[0] });
      }
      if (known.length === 0)
        setRefusal({ message: teamFailureMessage(error), upgradeTypeId: seatLimitUpgrade(error) });
    }
  });

  return (
    <section aria-labelledby={headingId} className={styles.block}>
      <h3 id={headingId} className={styles.subheading}>
        Invite a colleague
      </h3>
      <form
        onFocus={resolver.preload}
        className={styles.inviteForm}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <div className={styles.inviteFields}>
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <Select label="Role" options={ROLE_OPTIONS} error={errors.role?.message} {...register('role')} />
        </div>
        {/* Always rendered, so choosing Billing is announced where the seats were. */}
        <div role="status">
          {subscriptions.length > 0 && !takesSeats ? (
            <p className={styles.muted}>{TeamMessages.billingTakesNoSeat}</p>
          ) : null}
        </div>
        {subscriptions.length > 0 && takesSeats ? (
          <Controller
            control={control}
            name="seats"
            render={({ field }) => {
              const chosen = field.value ?? [];
              return (
                <fieldset
                  className={styles.seatChoice}
                  aria-describedby={errors.seats ? seatsErrorId : undefined}
                  aria-invalid={errors.seats ? true : undefined}
                >
                  <legend className={styles.legend}>Seats to reserve</legend>
                  {subscriptions.map((subscription) => (
                    <label key={subscription.report_type_id} className={styles.checkboxLabel}>
                      <input
                        type="checkbox"
                        className={styles.checkbox}
                        checked={chosen.includes(subscription.report_type_id)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...chosen, subscription.report_type_id]
                              : chosen.filter((id) => id !== subscription.report_type_id),
                          )
                        }
                        onBlur={field.onBlur}
                      />
                      {subscription.report_type_name}
                      <span className={styles.muted}>
                        {' '}
                        ({seatMeterText(subscription.seats_used, subscription.seats_total)})
                      </span>
                    </label>
                  ))}
                  <FieldError id={seatsErrorId}>{errors.seats?.message}</FieldError>
                </fieldset>
              );
            }}
          />
        ) : null}
        {refusal ? <SeatLimitAlert message={refusal.message} upgradeTypeId={refusal.upgradeTypeId} /> : null}
        <div>
          <Button type="submit" busy={isSubmitting} busyLabel="Sending...">
            Send invitation
          </Button>
        </div>
      </form>
    </section>
  );
}

import {
  readsReports,
  TeamMessages,
  tierLabel,
  type SeatChange,
  type SeatSubscription,
  type Team,
  type TeamMember,
} from '@firm/domain';
import { SeatMeter, Table, VisuallyHidden, type TableColumn } from '@firm/ui';
import { useState } from 'react';
import { api } from '../../lib/api';
import { useSession } from '../../data/session';
import { MemberName } from './member-name';
import { SeatLimitAlert } from './seat-limit-alert';
import { useTeamChange } from '../../data/team';
import {
  memberName,
  seatEditable,
  seatLabel,
  seatLimitUpgrade,
  seatWords,
  teamFailureMessage,
} from './team-rules';
import styles from './team.module.css';

interface Refusal {
  message: string;
  /** The licence is full: the report type to upgrade. */
  upgradeTypeId: number | null;
}

export interface SeatsGridProps {
  team: Team;
  /** The running subscriptions: the grid's columns. */
  subscriptions: readonly SeatSubscription[];
  onChanged: (message: string) => void;
}

/**
 * Seats: members × report types. Owners and admins seat or unseat a member with the cell's checkbox; each column's
 * header says how many of the licence's seats are used. A seat beyond the tier is refused with the server's message
 * (it names the tier) and a link to upgrade. Invitations show the seats they reserve, which change only with the
 * invitation; members and billing see the grid without checkboxes. A billing member's row has none either, and its
 * header says that billing takes no seats (issue 17).
 */
export function SeatsGrid({ team, subscriptions, onChanged }: SeatsGridProps) {
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const columns: TableColumn<TeamMember>[] = [
    {
      key: 'member',
      header: 'Member',
      rowHeader: true,
      cell: (member) =>
        readsReports(member.role) ? (
          <MemberName member={member} />
        ) : (
          // The row header says why the row has no checkboxes: it is read with each of the row's cells.
          <>
            <MemberName member={member} />
            <span className={styles.rowNote}>{TeamMessages.billingNoSeat}</span>
          </>
        ),
    },
    ...subscriptions.map((subscription): TableColumn<TeamMember> => ({
      key: String(subscription.report_type_id),
      align: 'center',
      header: (
        <span className={styles.seatHeader}>
          <span>{subscription.report_type_name}</span>
          <span className={styles.tier}>{tierLabel(subscription.tier)}</span>
          <SeatMeter
            used={subscription.seats_used}
            total={subscription.seats_total}
            label={`Seats on ${subscription.report_type_name}`}
          />
        </span>
      ),
      cell: (member) => (
        <SeatCell
          member={member}
          subscription={subscription}
          editable={seatEditable(team, member)}
          onChanged={(message) => {
            setRefusal(null);
            onChanged(message);
          }}
          onRefused={setRefusal}
        />
      ),
    })),
  ];

  return (
    <div className={styles.block}>
      {refusal ? <SeatLimitAlert message={refusal.message} upgradeTypeId={refusal.upgradeTypeId} /> : null}
      <Table
        caption="Seats by report type"
        columns={columns}
        rows={team.members}
        rowKey={(member) => member.id}
      />
    </div>
  );
}

interface SeatCellProps {
  member: TeamMember;
  subscription: SeatSubscription;
  editable: boolean;
  onChanged: (message: string) => void;
  onRefused: (refusal: Refusal) => void;
}

/**
 * One member's seat on one report type. The checkbox shows the asked state while the server answers and never
 * leaves the DOM, so focus stays on it; presses wait until the answer has come.
 */
function SeatCell({ member, subscription, editable, onChanged, onRefused }: SeatCellProps) {
  const { id } = useSession();
  const seat = useTeamChange((change: SeatChange) => api.changeSeat(change), {
    // Seating yourself changes what you may open.
    touchesCaller: (change) => change.member_id === id,
  });
  const name = memberName(member);
  const held = member.seats.includes(subscription.report_type_id);

  if (!editable) {
    const words = seatWords(member, held, new Date());
    return held ? (
      <span>{words}</span>
    ) : (
      <span className={styles.none}>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{words}</VisuallyHidden>
      </span>
    );
  }

  const checked = seat.isPending ? seat.variables.seated : held;
  return (
    <label className={styles.seatCell}>
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        aria-busy={seat.isPending || undefined}
        onChange={(event) => {
          if (seat.isPending) return;
          seat.mutate(
            {
              member_id: member.id,
              report_type_id: subscription.report_type_id,
              seated: event.target.checked,
            },
            {
              onSuccess: (answer) => onChanged(answer.message),
              onError: (error) =>
                onRefused({ message: teamFailureMessage(error), upgradeTypeId: seatLimitUpgrade(error) }),
            },
          );
        }}
      />
      <VisuallyHidden>{seatLabel(name, subscription.report_type_name)}</VisuallyHidden>
    </label>
  );
}

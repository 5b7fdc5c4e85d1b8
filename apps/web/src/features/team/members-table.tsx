import type { AssignableRole, Team, TeamMember } from '@firm/domain';
import { Alert, ConfirmDialog, RoleBadge, Table, type TableColumn } from '@firm/ui';
import { useEffect, useRef, useState } from 'react';
import { MemberActions } from './member-actions';
import { EmailAddress, MemberName } from './member-name';
import { confirmationFor, type ConfirmedAction } from './member-confirmation';
import {
  memberActions,
  runningSubscriptions,
  seatNames,
  shownStatus,
  teamFailureMessage,
} from './team-rules';
import { useMemberChange, type MemberChange } from './use-member-change';
import styles from './team.module.css';

export interface MembersTableProps {
  team: Team;
  /** A change succeeded: the server's message. */
  onChanged: (message: string) => void;
  /** The row that had focus is gone (removed, revoked) or its controls changed (ownership): focus goes elsewhere. */
  onRowGone: () => void;
}

const ROW_GONE: ReadonlySet<ConfirmedAction> = new Set(['remove', 'revoke', 'make-owner']);

/**
 * The organisation's members and open invitations: name, email, role, status and the seats they hold, and for the
 * owner and admins the actions on each row. Suspending, removing, revoking and handing over ownership ask first.
 */
export function MembersTable({ team, onChanged, onRowGone }: MembersTableProps) {
  const change = useMemberChange();
  const [asking, setAsking] = useState<{ action: ConfirmedAction; member: TeamMember } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [rowGone, setRowGone] = useState(0);
  const subscriptions = runningSubscriptions(team.subscriptions);
  const canAct = team.members.some((member) => memberActions(team, member).length > 0);

  // After the dialog has closed (its own effect runs first), focus leaves the row that is gone.
  const latestOnRowGone = useRef(onRowGone);
  useEffect(() => {
    latestOnRowGone.current = onRowGone;
  });
  useEffect(() => {
    if (rowGone > 0) latestOnRowGone.current();
  }, [rowGone]);

  const run = (request: MemberChange, onDone?: () => void) => {
    if (change.isPending) return;
    setRefusal(null);
    change.mutate(request, {
      onSuccess: (answer) => {
        onChanged(answer.message);
        onDone?.();
      },
      onError: (error) => {
        // A confirmed action shows its failure in its dialog; the others above the table.
        if (!onDone) setRefusal(teamFailureMessage(error));
      },
    });
  };

  const ask = (action: ConfirmedAction, member: TeamMember) => {
    change.reset();
    setAsking({ action, member });
  };

  const columns: TableColumn<TeamMember>[] = [
    {
      key: 'name',
      header: 'Name',
      rowHeader: true,
      cell: (member) => (
        <>
          <MemberName member={member} />
          {member.is_you ? <span className={styles.you}> (you)</span> : null}
        </>
      ),
    },
    { key: 'email', header: 'Email', cell: (member) => <EmailAddress email={member.email} /> },
    { key: 'role', header: 'Role', cell: (member) => <RoleBadge value={member.role} /> },
    {
      key: 'status',
      header: 'Status',
      cell: (member) => (
        <>
          <RoleBadge variant="status" value={shownStatus(member, new Date())} />
          {/* 'Suspended by Softline Advisory' (issue 39): why the row offers no Reactivate. */}
          {member.status_note ? <span className={styles.rowNote}>{member.status_note}</span> : null}
        </>
      ),
    },
    {
      key: 'seats',
      header: 'Seats',
      cell: (member) => {
        const names = seatNames(member, subscriptions);
        return names.length > 0 ? names.join(', ') : <span className={styles.none}>None</span>;
      },
    },
  ];
  if (canAct) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      cell: (member) => {
        const actions = memberActions(team, member);
        return actions.length > 0 ? (
          <MemberActions
            // A new role from the server resets the row's choice.
            key={`${member.id}-${member.role}`}
            member={member}
            actions={actions}
            onAct={(action, role?: AssignableRole) => run({ action, member, ...(role ? { role } : {}) })}
            onAsk={(action) => ask(action, member)}
          />
        ) : null;
      },
    });
  }

  const confirmation = asking ? confirmationFor(asking.action, asking.member) : null;

  return (
    <div className={styles.block}>
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
      <Table
        caption="Members and invitations"
        columns={columns}
        rows={team.members}
        rowKey={(member) => member.id}
      />
      <ConfirmDialog
        open={asking !== null}
        title={confirmation?.title ?? ''}
        confirmLabel={confirmation?.confirmLabel ?? ''}
        busyLabel={confirmation?.busyLabel}
        destructive={confirmation?.destructive ?? false}
        busy={change.isPending}
        error={asking && change.isError ? teamFailureMessage(change.error) : undefined}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          const { action, member } = asking;
          run({ action, member }, () => {
            setAsking(null);
            if (ROW_GONE.has(action)) setRowGone((count) => count + 1);
          });
        }}
      >
        <p>{confirmation?.message}</p>
      </ConfirmDialog>
    </div>
  );
}

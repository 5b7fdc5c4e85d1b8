import { TeamMessages } from '@firm/domain';
import { Alert, Button, Spinner } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { useSession } from '../../data/session';
import { InviteForm } from './invite-form';
import { MembersTable } from './members-table';
import { SeatsGrid } from './seats-grid';
import { TeamHistory } from './team-history';
import { teamQueryOptions } from '../../data/team';
import { runningSubscriptions, TEAM_LOAD_FAILED } from './team-rules';
import styles from './team.module.css';

/**
 * The Team part of the profile page (issue 15): the members and invitations, the invitation form, the seats grid and
 * the history of changes for owners and admins; the others see the team and are told who changes it. Every change's message is
 * announced in one status line.
 */
export function TeamSection() {
  const { id } = useSession();
  const query = useQuery(teamQueryOptions(id));
  const heading = useRef<HTMLHeadingElement>(null);
  // Counted, so the same message twice ('Seat assigned.') is a new node and announced again.
  const [notice, setNotice] = useState({ text: '', count: 0 });
  const announce = useCallback(
    (text: string) => setNotice((previous) => ({ text, count: previous.count + 1 })),
    [],
  );
  const focusHeading = useCallback(() => heading.current?.focus(), []);

  const team = query.data;
  const subscriptions = team ? runningSubscriptions(team.subscriptions) : [];

  return (
    <section aria-labelledby="team-title" className={styles.section}>
      <h2 id="team-title" ref={heading} tabIndex={-1} className={styles.heading}>
        Team
      </h2>
      {/* Always present, so each change's message is announced when it appears. */}
      <p role="status" className={notice.text ? styles.notice : 'visually-hidden'}>
        <span key={notice.count}>{notice.text}</span>
      </p>
      {query.isPending ? (
        <Spinner label="Loading the team" />
      ) : !team ? (
        <Alert tone="error">
          <p>{TEAM_LOAD_FAILED}</p>
          <Button variant="ghost" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          {team.can_manage ? null : <p className={styles.lead}>{TeamMessages.forbidden}</p>}
          <MembersTable team={team} onChanged={announce} onRowGone={focusHeading} />
          {team.can_manage ? <InviteForm subscriptions={subscriptions} onInvited={announce} /> : null}
          <section aria-labelledby="seats-title" className={styles.block}>
            <h3 id="seats-title" className={styles.subheading}>
              Seats
            </h3>
            {subscriptions.length === 0 ? (
              <p>
                Seats come with a subscription: each licence has as many seats as its tier (1, 3 or
                unlimited). <Link to="/reports">Browse the reports</Link> to subscribe.
              </p>
            ) : (
              <SeatsGrid team={team} subscriptions={subscriptions} onChanged={announce} />
            )}
          </section>
          {team.can_manage ? <TeamHistory /> : null}
        </>
      )}
    </section>
  );
}

import { COMMODITY_LABELS, type AdminAnalyst, type Commodity } from '@firm/domain';
import { Alert, Button, ConfirmDialog, Modal, Table } from '@firm/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  analystsQueryOptions,
  useAddAnalystMutation,
  useRemoveAnalystMutation,
  useUpdateAnalystMutation,
} from '../../data/analysts';
import { staffMembersQueryOptions } from '../../data/staff-members';
import { errorMessage } from '../../lib/error-message';
import { AnalystForm } from './analyst-form';
import styles from './staff.module.css';

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** 'Mon 09:00–17:00, Tue 09:00–17:00' of an analyst's weekly hours. */
const hoursOf = (analyst: AdminAnalyst) =>
  analyst.weekly_hours.length === 0
    ? 'None'
    : analyst.weekly_hours.map((row) => `${DAY_NAMES[row.weekday - 1]} ${row.start}–${row.end}`).join(', ');

function zoneOptions(current: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  return (zones.includes(current) ? zones : [current, ...zones]).map((zone) => ({
    value: zone,
    label: zone,
  }));
}

/**
 * The analysts who take consultations (issue 43), on the staff page: their zone, expertise, hours and rules; an
 * admin adds a staff member as one, changes their availability, or removes them (sessions booked stay). Every
 * change is in the audit log.
 */
export function AnalystsSection() {
  const { data: analysts } = useSuspenseQuery(analystsQueryOptions());
  const { data: staff } = useSuspenseQuery(staffMembersQueryOptions());
  const add = useAddAnalystMutation();
  const update = useUpdateAnalystMutation();
  const remove = useRemoveAnalystMutation();
  const [editing, setEditing] = useState<AdminAnalyst | null>(null);
  const [removing, setRemoving] = useState<AdminAnalyst | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const zones = useMemo(() => zoneOptions('Europe/London'), []);
  const candidates = staff
    .filter(
      (member) => member.status === 'active' && !analysts.some((analyst) => analyst.user_id === member.id),
    )
    .map((member) => ({
      value: member.id,
      label: `${member.first_name} ${member.last_name} (${member.email})`,
    }));

  return (
    <section className={styles.section} aria-labelledby="analysts-heading">
      <h2 id="analysts-heading">Analysts</h2>
      <p>Staff members who take consultations, with their hours in their own time zone.</p>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <Table
        caption="Analysts and their availability"
        rows={analysts}
        rowKey={(analyst) => String(analyst.id)}
        emptyMessage="No analysts yet: add a staff member below."
        columns={[
          { key: 'name', header: 'Name', rowHeader: true, cell: (analyst) => analyst.name },
          { key: 'zone', header: 'Time zone', cell: (analyst) => analyst.time_zone },
          {
            key: 'expertise',
            header: 'Expertise',
            cell: (analyst) =>
              analyst.expertise.map((item) => COMMODITY_LABELS[item as Commodity] ?? item).join(', ') || '–',
          },
          { key: 'hours', header: 'Hours', cell: hoursOf },
          {
            key: 'rules',
            header: 'Notice, buffer, daily maximum',
            cell: (analyst) =>
              `${analyst.notice_minutes / 60} h, ${analyst.buffer_minutes} min, ${analyst.daily_max} a day`,
          },
          {
            key: 'status',
            header: 'Status',
            cell: (analyst) => (analyst.active ? 'Taking sessions' : 'Removed'),
          },
          {
            key: 'actions',
            header: 'Actions',
            cell: (analyst) =>
              analyst.active ? (
                <span className={styles.actions}>
                  <Button variant="secondary" onClick={() => setEditing(analyst)}>
                    Edit <span className="visually-hidden">{analyst.name}</span>
                  </Button>
                  <Button variant="ghost" onClick={() => setRemoving(analyst)}>
                    Remove <span className="visually-hidden">{analyst.name}</span>
                  </Button>
                </span>
              ) : null,
          },
        ]}
      />
      <h3>Add an analyst</h3>
      {candidates.length === 0 ? (
        <p>Every active staff member is an analyst already. Invite a staff member first.</p>
      ) : (
        <AnalystForm
          key={formKey}
          analyst={null}
          staffOptions={candidates}
          zones={zones}
          busy={add.isPending}
          serverError={add.isError ? errorMessage(add.error, 'The analyst could not be added.') : null}
          submitLabel="Add analyst"
          onSubmit={(input) =>
            add.mutate(input, {
              onSuccess: (answer) => {
                setNotice(`${answer.data.name} now takes consultations.`);
                setFormKey((key) => key + 1);
              },
            })
          }
        />
      )}
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={`Edit ${editing?.name ?? ''}`}>
        {editing ? (
          <AnalystForm
            analyst={editing}
            staffOptions={[]}
            zones={zoneOptions(editing.time_zone)}
            busy={update.isPending}
            serverError={
              update.isError ? errorMessage(update.error, 'The analyst could not be saved.') : null
            }
            submitLabel="Save analyst"
            onSubmit={({ user_id: _userId, ...changes }) =>
              update.mutate(
                { id: editing.id, ...changes },
                {
                  onSuccess: (answer) => {
                    setEditing(null);
                    setNotice(`${answer.data.name}’s availability is saved.`);
                  },
                },
              )
            }
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? ''} as an analyst?`}
        confirmLabel="Remove analyst"
        cancelLabel="Keep"
        destructive
        busy={remove.isPending}
        busyLabel="Removing..."
        error={remove.isError ? errorMessage(remove.error, 'The analyst could not be removed.') : undefined}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: (answer) => {
              setRemoving(null);
              setNotice(`${answer.data.name} takes no new consultations.`);
            },
          })
        }
        onCancel={() => {
          setRemoving(null);
          remove.reset();
        }}
      >
        They take no new sessions; the sessions already booked with them stay.
      </ConfirmDialog>
    </section>
  );
}

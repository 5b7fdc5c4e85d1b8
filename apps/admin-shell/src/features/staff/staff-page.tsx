import {
  formatEventTime,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  StaffInvitationSchema,
  type StaffRole,
} from '@firm/domain';
import { ApiRequestError } from '@firm/api-client';
import { Alert, Button, Select, Table, TextField } from '@firm/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { staffMembersQueryOptions, useInviteStaffMutation } from '../../data/staff-members';
import { errorMessage } from '../../lib/error-message';
import { messagesByField } from '../../lib/form-messages';
import { AnalystsSection } from './analysts-section';
import { ConsultationPricesSection } from './consultation-prices-section';
import styles from './staff.module.css';

const STATUS_LABELS = { active: 'Active', suspended: 'Suspended', pending: 'Invited' } as const;
const EMPTY = { first_name: '', last_name: '', email: '', staff_role: 'editor' as StaffRole };

/** The firm's staff, and the form that invites one (admins only). */
export function StaffPage() {
  const { data: staff } = useSuspenseQuery(staffMembersQueryOptions());
  const invite = useInviteStaffMutation();
  const [form, setForm] = useState(EMPTY);
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSent(null);
    const parsed = StaffInvitationSchema.safeParse(form);
    if (!parsed.success) {
      setInvalid(messagesByField(parsed.error.issues));
      return;
    }
    setInvalid({});
    invite.mutate(parsed.data, {
      onSuccess: (answer) => {
        setSent(`${answer.message} (${answer.data.email})`);
        setForm(EMPTY);
      },
    });
  }

  const serverFields = invite.error instanceof ApiRequestError ? (invite.error.errors ?? {}) : {};
  const fieldError = (field: keyof typeof EMPTY) => invalid[field] ?? serverFields[field]?.[0];
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setForm((prev) => ({ ...prev, [field]: value }));

  return (
    <div className={styles.page}>
      <title>Staff | Back office</title>
      <h1>Staff</h1>
      <Table
        caption="Staff members"
        rows={staff}
        rowKey={(member) => member.id}
        emptyMessage="No staff members."
        columns={[
          {
            key: 'name',
            header: 'Name',
            rowHeader: true,
            cell: (member) => `${member.first_name} ${member.last_name}`,
          },
          { key: 'email', header: 'Email', cell: (member) => member.email },
          { key: 'role', header: 'Role', cell: (member) => STAFF_ROLE_LABELS[member.staff_role] },
          { key: 'status', header: 'Status', cell: (member) => STATUS_LABELS[member.status] },
          { key: 'since', header: 'Since', cell: (member) => formatEventTime(member.created_at) },
        ]}
      />
      <section className={styles.section} aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite a staff member</h2>
        <p>They receive a link to choose their password; until then they cannot sign in.</p>
        <form className={styles.form} noValidate onSubmit={submit}>
          <TextField
            label="First name"
            autoComplete="off"
            value={form.first_name}
            error={fieldError('first_name')}
            onChange={(event) => set('first_name')(event.target.value)}
          />
          <TextField
            label="Last name"
            autoComplete="off"
            value={form.last_name}
            error={fieldError('last_name')}
            onChange={(event) => set('last_name')(event.target.value)}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            value={form.email}
            error={fieldError('email')}
            onChange={(event) => set('email')(event.target.value)}
          />
          <Select
            label="Role"
            options={STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }))}
            value={form.staff_role}
            error={fieldError('staff_role')}
            onChange={(event) => set('staff_role')(event.target.value)}
          />
          {invite.isError ? (
            <Alert tone="error">{errorMessage(invite.error, 'The invitation could not be sent.')}</Alert>
          ) : null}
          {sent ? <Alert tone="success">{sent}</Alert> : null}
          <Button type="submit" busy={invite.isPending} busyLabel="Sending...">
            Send invitation
          </Button>
        </form>
      </section>
      <AnalystsSection />
      <ConsultationPricesSection />
    </div>
  );
}

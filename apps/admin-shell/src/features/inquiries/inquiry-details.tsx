import { formatEventTime, type AdminInquiry } from '@firm/domain';
import { Alert, Button, Modal } from '@firm/ui';
import { useUpdateInquiryMutation } from '../../data/inquiries';
import { errorMessage } from '../../lib/error-message';
import { hearAboutLabel, inquiryName, inquiryPhone, inquiryState, reasonLabel } from './inquiry-labels';
import styles from './inquiries.module.css';

interface InquiryDetailsProps {
  inquiry: AdminInquiry | null;
  open: boolean;
  onClose: () => void;
  /** The inquiry as the server answered after a change, so the dialog shows its new state. */
  onChanged: (inquiry: AdminInquiry) => void;
}

/** One message in full, with a reply by email and the switch between handled and new. */
export function InquiryDetails({ inquiry, open, onClose, onChanged }: InquiryDetailsProps) {
  const update = useUpdateInquiryMutation();
  const handled = Boolean(inquiry?.handled_at);

  function close() {
    update.reset();
    onClose();
  }

  return (
    <Modal
      open={open && inquiry !== null}
      onClose={close}
      title={inquiry ? `Inquiry from ${inquiryName(inquiry)}` : 'Inquiry'}
      size="large"
      footer={
        inquiry ? (
          <>
            <a className={styles.reply} href={`mailto:${inquiry.email}`}>
              Reply to {inquiry.email}
            </a>
            <Button
              variant={handled ? 'secondary' : 'primary'}
              busy={update.isPending}
              busyLabel="Saving..."
              onClick={() =>
                update.mutate(
                  { id: inquiry.id, handled: !handled },
                  { onSuccess: (changed) => onChanged(changed) },
                )
              }
            >
              {handled ? 'Mark as new' : 'Mark handled'}
            </Button>
          </>
        ) : null
      }
    >
      {inquiry ? (
        <div className={styles.details}>
          {update.isError ? (
            <Alert tone="error">
              {errorMessage(update.error, 'The inquiry could not be changed. Please try again.')}
            </Alert>
          ) : null}
          {update.isSuccess ? (
            <Alert tone="success">{handled ? 'Marked handled.' : 'Marked as new.'}</Alert>
          ) : null}
          <dl className={styles.fields}>
            <dt>State</dt>
            <dd>
              {inquiryState(inquiry)}
              {inquiry.handled_at
                ? ` on ${formatEventTime(inquiry.handled_at)}${inquiry.handled_by ? ` by ${inquiry.handled_by}` : ''}`
                : null}
            </dd>
            <dt>Received</dt>
            <dd>{formatEventTime(inquiry.created_at)}</dd>
            <dt>Email</dt>
            <dd>{inquiry.email}</dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${inquiryPhone(inquiry).replace(/\s/g, '')}`}>{inquiryPhone(inquiry)}</a>
            </dd>
            <dt>Company</dt>
            <dd>{inquiry.company || 'Not given'}</dd>
            <dt>Country</dt>
            <dd>{inquiry.country}</dd>
            <dt>Reason</dt>
            <dd>{reasonLabel(inquiry.reason_for_inquiry)}</dd>
            <dt>Heard about us</dt>
            <dd>{hearAboutLabel(inquiry.hear_about_us)}</dd>
            <dt>Comments</dt>
            <dd className={styles.comments}>{inquiry.comments || 'None'}</dd>
          </dl>
        </div>
      ) : null}
    </Modal>
  );
}

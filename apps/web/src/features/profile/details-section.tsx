import { ProfileMessages, type Profile } from '@firm/domain';
import { Alert, Button } from '@firm/ui';
import { useEffect, useRef, useState } from 'react';
import { FactList } from '../../components/profile-panel/fact-list';
import { profileFacts } from './profile-fields';
import { ProfileForm } from './profile-form';
import styles from './profile.module.css';

/**
 * SPEC §2 Profile: the fields read-only with an Edit button; Edit turns them into a form (issue 15). Save shows the
 * stored values with a word that they were saved; Cancel shows the stored values again. Either way focus returns
 * to the Edit button, where the person started.
 */
export function DetailsSection({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEdit = useRef(false);

  useEffect(() => {
    if (editing || !focusEdit.current) return;
    focusEdit.current = false;
    editButton.current?.focus();
  }, [editing]);

  const close = (afterSave: boolean) => {
    focusEdit.current = true;
    setSaved(afterSave);
    setEditing(false);
  };

  return (
    <section aria-labelledby="profile-details-title" className={styles.section}>
      <h2 id="profile-details-title" className={styles.sectionTitle}>
        Your details
      </h2>
      {editing ? (
        <ProfileForm profile={profile} onSaved={() => close(true)} onCancel={() => close(false)} />
      ) : (
        <>
          {saved ? <Alert tone="success">{ProfileMessages.saved}</Alert> : null}
          <FactList facts={profileFacts(profile)} />
          <div className={styles.actions}>
            <Button
              ref={editButton}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              Edit
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { BillingLink } from '../../features/billing/billing-link';
import { ProfileDetails } from '../../features/profile/profile-details';
import { TeamSection } from '../../features/team/team-section';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/client/profile')({
  head: () => ({ meta: [{ title: pageTitle('Profile') }] }),
  component: ProfileRoute,
});

/** SPEC §2 Profile, with the team and its seats below it, and the way to Billing (issue 17) (DESIGN §4: the sidebar keeps SPEC's six links). */
function ProfileRoute() {
  return (
    <>
      <ProfileDetails />
      <TeamSection />
      <BillingLink />
    </>
  );
}

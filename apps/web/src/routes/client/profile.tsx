import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions } from '../../data/profile';
import { teamQueryOptions } from '../../data/team';
import { alertPreferencesQueryOptions } from '../../data/alert-preferences';
import { savedSearchesQueryOptions } from '../../data/saved-searches';
import { BillingLink } from '../../features/billing/billing-link';
import { NotificationsSection } from '../../features/notifications/notifications-section';
import { SavedSearchesSection } from '../../features/notifications/saved-searches-section';
import { ProfileDetails } from '../../features/profile/profile-details';
import { TeamSection } from '../../features/team/team-section';
import { pageData } from '../../lib/page-data';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/client/profile')({
  // The loader goes to a chunk of its own (not with its page, as others do): its requests start while the page's
  // code is still loading.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, cause }) => {
    const { id } = context.session.read();
    return pageData({ context, cause }, (queryClient) => [
      queryClient.ensureQueryData(profileQueryOptions(id)),
      queryClient.ensureQueryData(teamQueryOptions(id)),
      queryClient.ensureQueryData(alertPreferencesQueryOptions(id)),
      queryClient.ensureQueryData(savedSearchesQueryOptions(id)),
    ]);
  },
  head: () => ({ meta: [{ title: pageTitle('Profile') }] }),
  component: ProfileRoute,
});

/** SPEC §2 Profile, with the team and its seats below it, the member's notifications and saved searches (issue 42), and the way to Billing (issue 17) (DESIGN §4: the sidebar keeps SPEC's six links). */
function ProfileRoute() {
  return (
    <>
      <ProfileDetails />
      <TeamSection />
      <NotificationsSection />
      <SavedSearchesSection />
      <BillingLink />
    </>
  );
}

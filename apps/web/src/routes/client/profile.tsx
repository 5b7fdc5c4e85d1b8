import { createFileRoute } from '@tanstack/react-router';
import { ProfileDetails } from '../../features/profile/profile-details';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/client/profile')({
  head: () => ({ meta: [{ title: pageTitle('Profile') }] }),
  component: ProfileRoute,
});

function ProfileRoute() {
  return <ProfileDetails />;
}

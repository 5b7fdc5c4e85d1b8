import { createFileRoute } from '@tanstack/react-router';
import { ClientPlaceholder } from '../../features/client/client-placeholder';
import { TeamSection } from '../../features/team/team-section';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/client/profile')({
  head: () => ({ meta: [{ title: pageTitle('Profile') }] }),
  component: () => (
    <>
      <ClientPlaceholder title="Profile">
        <p>Your company and contact details will be shown here.</p>
      </ClientPlaceholder>
      <TeamSection />
    </>
  ),
});

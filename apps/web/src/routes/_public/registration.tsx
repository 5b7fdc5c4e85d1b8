import { isSignedIn } from '@firm/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { RegistrationPage } from '../../features/registration/registration-page';
import { headMeta } from '../../lib/site';

export const Route = createFileRoute('/_public/registration')({
  // SPEC §2: /registration sends a signed-in visitor home.
  beforeLoad: ({ context }) => {
    if (isSignedIn(context.session.read())) throw redirect({ to: '/' });
  },
  head: () => ({
    meta: headMeta({ title: 'Enroll Now', description: 'Enroll your organisation as a client of the firm.' }),
  }),
  component: RegistrationPage,
});

import { landingRouteFor, type LoginForm } from '@firm/domain';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { api } from '../../lib/api';
import { storeSignIn } from '../../lib/use-session';
import { failedLoginMessage, refusedLoginMessage } from './login-error-message';

/** Signs in, stores the session and goes to the landing page of the user's type (SPEC §4). */
export function useLoginMutation() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (values: LoginForm) => {
      let answer;
      try {
        answer = await api.login(values);
      } catch (error) {
        throw new Error(failedLoginMessage(error));
      }
      if (!answer.status) throw new Error(refusedLoginMessage(answer));
      return answer.data;
    },
    onSuccess: async (data) => {
      storeSignIn(data);
      const landing = landingRouteFor(data.user_type);
      // The admin dashboard is another app on the same origin: a full page load.
      if (landing === '/admin-dashboard') window.location.assign('/admin-dashboard/');
      else await navigate({ to: landing });
    },
  });
}

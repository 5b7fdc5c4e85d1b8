import {
  checkSandboxCard,
  type SandboxCard,
  type SandboxConfirmRequest,
  type SandboxConfirmResponse,
} from '@firm/domain';
import type { PaymentConfirmer } from './place-order';

/**
 * The built-in sandbox provider's side of the browser (DESIGN §4): the card is checked the way Stripe's card
 * element checks it, and the server confirms the intent the way Stripe.js would.
 */
export function sandboxConfirmer(
  card: SandboxCard,
  confirm: (body: SandboxConfirmRequest) => Promise<SandboxConfirmResponse>,
): PaymentConfirmer {
  return {
    provider: 'sandbox',
    checkCard: () => Promise.resolve(checkSandboxCard(card)),
    confirmCard: (clientSecret) => confirm({ client_secret: clientSecret, method: 'card', card }),
    confirmBank: (clientSecret, holder) =>
      confirm({ client_secret: clientSecret, method: 'us_bank_account', account_holder_name: holder.name }),
  };
}

import {
  PurchaseOrderMessages,
  type BillingDetails,
  type BillingForm,
  type CartResponse,
  type SandboxCard,
} from '@firm/domain';
import { Fieldset } from '@firm/ui';
import { useCallback, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { cartTaxQueryOptions, useCartTax } from '../../data/cart-tax';
import { useSession } from '../../data/session';
import { lazyResolver } from '../../lib/lazy-resolver';
import { api } from '../../lib/api';
import { useRefusedFieldFocus } from '../../lib/use-refused-field-focus';
import { BillingDetailsFields } from './billing-details-fields';
import { BillingSummary } from './billing-summary';
import { billingTotals } from './billing-totals';
import styles from './billing.module.css';
import { EventCodeField } from './event-code-field';
import { PaymentDetails } from './payment-details';
import { PaymentMethodChoice } from './payment-method-choice';
import type { PaymentConfirmer } from './place-order';
import { sandboxConfirmer } from './sandbox-confirmer';
import { useEventCode } from './use-event-code';
import { useCardProvider } from './use-payment-config';
import { usePlaceOrder } from './use-place-order';

const EMPTY_CARD: SandboxCard = { number: '', expiry: '', cvc: '' };

/** The details sent with the order: the zip code goes with a card only (SPEC §5). */
function billingDetailsOf(form: BillingForm): BillingDetails {
  const { username, company, email, country, zipcode } = form;
  return form.paymentMethod === 'credit-card'
    ? { username, company, email, country, zipcode }
    : { username, company, email, country };
}

const resolver = lazyResolver(() => import('./billing-checkout-resolver'));

/**
 * SPEC §2 Billing for a cart with items: the billing details (SPEC §5 rules, first failure under each field, focus
 * on the first invalid one), the payment choice with its details, and the order summary with the event code and
 * PLACE ORDER (SPEC §4 flows in placeOrder).
 */
export function BillingCheckout({
  cart,
  initialDetails,
  poRequired,
}: {
  cart: CartResponse;
  /** What the form starts with (the client's details from their profile). */
  initialDetails: BillingForm;
  /** Whether the organisation's billing details ask for a purchase-order number (issue 46); the server checks too. */
  poRequired: boolean;
}) {
  const provider = useCardProvider();
  const order = usePlaceOrder();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm<BillingForm>({
    resolver,
    defaultValues: initialDetails,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const method = useWatch({ control, name: 'paymentMethod' });
  const country = useWatch({ control, name: 'country' });
  // SPEC §4: a valid code sets the total and puts the payment back on the card.
  const eventCode = useEventCode(cart, () => setValue('paymentMethod', 'credit-card'));
  const discount = eventCode.applied?.discounted_price ?? 0;
  // Issue 46: the tax for the organisation's billing details, else the country chosen here.
  const { tax } = useCartTax(cart, discount, country);
  const totals = billingTotals(cart, eventCode.applied, tax);
  const queryClient = useQueryClient();
  const { id } = useSession();
  const [card, setCard] = useState<SandboxCard>(EMPTY_CARD);
  const [accountHolder, setAccountHolder] = useState('');
  const stripeConfirmer = useRef<PaymentConfirmer | null>(null);
  const onStripeReady = useCallback((confirmer: PaymentConfirmer | null) => {
    stripeConfirmer.current = confirmer;
  }, []);

  const focusRefused = useRefusedFieldFocus(order.busy, setFocus);

  const onSubmit = handleSubmit(async (form) => {
    const poNumber = form.po_number ?? null;
    if (poRequired && !poNumber) {
      setError(
        'po_number',
        { type: 'required', message: PurchaseOrderMessages.required },
        { shouldFocus: true },
      );
      return;
    }
    // The amount sent is the one the server will price: the tax asked for again for the country submitted.
    const taxNow = await queryClient
      .fetchQuery(cartTaxQueryOptions(id, cart, discount, form.country))
      .catch(() => tax);
    const refused = await order.place(
      {
        method: form.paymentMethod,
        amountCents: billingTotals(cart, eventCode.applied, taxNow).amountCents,
        cart: cart.data.map((line) => line.id),
        discount: totals.discount,
        billing: billingDetailsOf(form),
        poNumber,
        accountHolder,
      },
      provider.kind === 'stripe'
        ? stripeConfirmer.current
        : provider.kind === 'sandbox'
          ? sandboxConfirmer(card, api.confirmSandboxPayment)
          : null,
    );
    if (!refused) return;
    setError(refused.field, { type: 'server', message: refused.message });
    focusRefused(refused.field);
  });

  return (
    <form
      onFocus={resolver.preload}
      className={styles.layout}
      noValidate
      aria-label="Billing and payment"
      onSubmit={(event) => void onSubmit(event)}
    >
      <Fieldset legend="Billing and payment" disabled={order.busy} className={styles.details}>
        <section aria-labelledby="billing-details-title" className={styles.card}>
          <h2 id="billing-details-title" className={styles.sectionTitle}>
            Billing details
          </h2>
          <BillingDetailsFields
            register={register}
            errors={errors}
            withZipCode={method === 'credit-card'}
            poRequired={poRequired}
          />
        </section>
        <section aria-labelledby="payment-title" className={styles.card}>
          <h2 id="payment-title" className={styles.sectionTitle}>
            Payment
          </h2>
          <PaymentMethodChoice field={register('paymentMethod', { onChange: order.clearPaymentError })} />
          <PaymentDetails
            method={method}
            provider={provider}
            card={card}
            onCardChange={setCard}
            accountHolder={accountHolder}
            onAccountHolderChange={setAccountHolder}
            error={order.paymentError}
            onEdit={order.clearPaymentError}
            onStripeReady={onStripeReady}
          />
        </section>
      </Fieldset>
      <BillingSummary
        lines={cart.data}
        totals={totals}
        eventCode={
          <EventCodeField
            code={eventCode.code}
            onChange={eventCode.change}
            onApply={() => void eventCode.apply()}
            pending={eventCode.pending}
            error={eventCode.error}
            disabled={order.busy}
          />
        }
        busy={order.busy}
        orderError={order.orderError}
        announcement={order.announcement}
      />
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { withErrorBoundary } from '../../components/errors/ErrorBoundary.tsx';
import { useSubmitFocus } from '../../components/forms/use-submit-focus.ts';
import { userMessageFor } from '../../lib/api-client.ts';
import {
  CheckoutFormSchema,
  EMPTY_CHECKOUT,
  splitServerErrors,
  toPlaceOrderRequest,
  type CheckoutDetails,
  type CheckoutFormValues,
} from '../../lib/checkout/form.ts';
import type { ShortItem } from '../../lib/checkout/order-answers.ts';
import {
  NO_PAYMENT_METHOD_MESSAGE,
  paymentMethodToUse,
} from '../../lib/checkout/payment-methods.ts';
import { checkoutSummary } from '../../lib/checkout/summary.ts';
import type { PromoCheck } from '../../lib/orders/promo.ts';
import { $cart } from '../cart/cart-store.ts';
import { showToast } from '../toast/toast-store.ts';
import CartSection from './CartSection.tsx';
import { readDraft, saveDraft } from './checkout-storage.ts';
import ContactSection from './ContactSection.tsx';
import FulfilmentSection from './FulfilmentSection.tsx';
import GiftSection from './GiftSection.tsx';
import OrderSummary from './OrderSummary.tsx';
import PaymentSection from './PaymentSection.tsx';
import PromoField from './PromoField.tsx';
import { SECTION_CLASS, SECTION_HEADING_CLASS } from './styles.ts';
import { submitOrder } from './submit-order.ts';
import { useCancelledPayment } from './use-cancelled-payment.ts';
import { useCheckoutConfig } from './use-checkout-config.ts';
import { useDeliveryOptions } from './use-delivery-options.ts';
import { useSlotStillOpen } from './use-slot-still-open.ts';
import { usePromoRecheck } from './use-promo-recheck.ts';
import { readOrderSource } from './session-values.ts';

const NETWORK_MESSAGE =
  'We could not reach the shop. Check your connection and press Place order again: your order will not be placed twice.';

/** Focuses the first field marked invalid, in page order, once React has marked it. */
function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

/** The /checkout page: cart, contact, delivery or pickup, gift, promo, payment and summary. */
function CheckoutPage() {
  const form = useForm<CheckoutFormValues, unknown, CheckoutDetails>({
    resolver: zodResolver(CheckoutFormSchema),
    defaultValues: EMPTY_CHECKOUT,
    shouldFocusError: false,
  });
  const { control, reset, setError, setValue, handleSubmit, subscribe } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const { items } = useStore($cart);
  const config = useCheckoutConfig();
  const [method, postcode, paymentMethod] = useWatch({
    control,
    name: ['fulfilment.method', 'fulfilment.address.postcode', 'paymentMethod'],
  });
  const packs = items.reduce((sum, item) => sum + item.quantity, 0);
  const { lookup, reload } = useDeliveryOptions(postcode, packs);
  const cancelledPayment = useCancelledPayment(reload);
  const [promo, setPromo] = useState<PromoCheck | null>(null);
  const [shortItems, setShortItems] = useState<ShortItem[]>([]);
  const [itemsError, setItemsError] = useState('');
  const [blocked, setBlocked] = useState('');
  const [leaving, setLeaving] = useState(false);
  const submitRef = useSubmitFocus(form.formState.isSubmitting);
  const noticeRef = useRef<HTMLDivElement>(null);
  // Back from Stripe the browser restores where the shopper was, often far below the notice.
  useEffect(() => {
    if (cancelledPayment.notice) noticeRef.current?.scrollIntoView({ block: 'start' });
  }, [cancelledPayment.notice]);

  useEffect(() => {
    reset(readDraft());
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        saveDraft(values);
      },
    });
  }, [reset, subscribe]);
  // The form holds a method the shop offers: the draft or the default may name one it does not.
  const methodToUse = paymentMethodToUse(paymentMethod, config);
  useEffect(() => {
    if (config.loaded && methodToUse !== null && methodToUse !== paymentMethod)
      setValue('paymentMethod', methodToUse);
  }, [config.loaded, methodToUse, paymentMethod, setValue]);
  // Slots read while a cancelled payment's order still holds its place may be full: wait.
  useSlotStillOpen(
    cancelledPayment.pending
      ? { status: 'loading', postcode: lookup.postcode, options: null }
      : lookup,
    control,
    setValue,
  );

  const zone = method === 'delivery' ? (lookup.options?.zone ?? null) : null;
  const priced = checkoutSummary(items, zone, promo);
  usePromoRecheck(promo, priced.subtotalCents, setPromo);

  const place = async (details: CheckoutDetails) => {
    setBlocked('');
    setItemsError('');
    const outcome = await submitOrder(
      toPlaceOrderRequest(details, items, '', readOrderSource() ?? undefined),
    );
    if (outcome.kind === 'placed') {
      setLeaving(true);
      window.location.assign(outcome.location);
      return;
    }
    if (outcome.kind === 'failed') {
      const description =
        outcome.error instanceof TypeError ? NETWORK_MESSAGE : userMessageFor(outcome.error);
      showToast({ title: 'Error', description, variant: 'destructive' });
      return;
    }
    if (outcome.kind === 'retry') {
      showToast({
        title: 'Order not confirmed',
        description: outcome.message,
        variant: 'destructive',
      });
      return;
    }
    if (outcome.kind === 'out_of_stock') setShortItems(outcome.items);
    if (outcome.kind === 'blocked') setBlocked(outcome.message);
    if (outcome.kind === 'slot_unavailable') reload();
    if (outcome.kind === 'fields' || outcome.kind === 'slot_unavailable') {
      const { fields, other } = splitServerErrors(outcome.errors);
      for (const [field, message] of fields) setError(field, { type: 'server', message });
      if (other.length > 0 || fields.length === 0) setItemsError(other[0] ?? outcome.message);
      focusFirstInvalid(formRef.current);
    }
  };

  const busy = form.formState.isSubmitting || leaving;
  const canPay = methodToUse !== null;
  const canPlace = items.length > 0 && config.storeOpen && canPay && !cancelledPayment.pending;
  return (
    <FormProvider {...form}>
      <div role="status" ref={noticeRef} className="scroll-mt-24">
        {cancelledPayment.notice && (
          <p className="mb-6 rounded-lg bg-amber-50 p-4 font-medium">{cancelledPayment.notice}</p>
        )}
      </div>
      <form
        ref={formRef}
        noValidate
        aria-label="Checkout"
        onSubmit={(event) =>
          void handleSubmit(place, () => {
            focusFirstInvalid(formRef.current);
          })(event)
        }
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
      >
        <div className="grid gap-6">
          <CartSection
            shortItems={shortItems}
            itemsError={itemsError}
            onFixed={() => {
              setShortItems([]);
            }}
          />
          <ContactSection />
          <FulfilmentSection
            lookup={lookup}
            goodsCents={priced.subtotalCents - priced.discountCents}
          />
          <GiftSection />
          <section aria-labelledby="checkout-promo-heading" className={SECTION_CLASS}>
            <h2 id="checkout-promo-heading" className={SECTION_HEADING_CLASS}>
              Promo code
            </h2>
            <div className="mt-3">
              <PromoField subtotalCents={priced.subtotalCents} result={promo} onResult={setPromo} />
            </div>
          </section>
          <PaymentSection setup={config} />
        </div>
        <div className="grid gap-4 lg:sticky lg:top-4">
          <OrderSummary
            priced={priced}
            zoneName={zone?.name ?? null}
            deliveryKnown={method === 'pickup' || zone !== null}
          />
          {!config.storeOpen && (
            <p role="alert" className="rounded-lg bg-amber-50 p-3 font-medium">
              {config.storeMessage || 'We are not taking orders right now.'}
            </p>
          )}
          {config.storeOpen && !canPay && (
            <p role="alert" className="rounded-lg bg-amber-50 p-3 font-medium">
              {NO_PAYMENT_METHOD_MESSAGE}
            </p>
          )}
          {blocked && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
              {blocked}
            </p>
          )}
          <button
            ref={submitRef}
            type="submit"
            disabled={busy || !canPlace}
            className="rounded-full bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
          >
            {busy ? 'Placing order...' : 'Place order'}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

export default withErrorBoundary(CheckoutPage);

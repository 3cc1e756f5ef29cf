import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { withErrorBoundary } from '../../components/errors/ErrorBoundary.tsx';
import { useInBrowser } from '../../components/use-in-browser.ts';
import { useSubmitFocus } from '../../components/forms/use-submit-focus.ts';
import type { CheckoutDetails, CheckoutFormValues } from '../../lib/checkout/form.ts';
import {
  NO_PAYMENT_METHOD_MESSAGE,
  paymentMethodToUse,
} from '../../lib/checkout/payment-methods.ts';
import {
  minimumShortfallCents,
  shortfallText,
  type CheckoutFix,
} from '../../lib/checkout/refusal.ts';
import { checkoutSummary } from '../../lib/checkout/summary.ts';
import type { PromoCheck } from '../../lib/orders/promo.ts';
import { $cart, $cartRestoring } from '../cart/cart-store.ts';
import CartSection, { fitCartToStock } from './CartSection.tsx';
import CheckoutAlert, { FixButtons } from './CheckoutAlert.tsx';
import { lazyCheckoutResolver, loadCheckoutActions } from './checkout-later.ts';
import { readDraft, saveDraft } from './checkout-storage.ts';
import ContactSection from './ContactSection.tsx';
import FulfilmentSection from './FulfilmentSection.tsx';
import GiftSection from './GiftSection.tsx';
import OrderSummary from './OrderSummary.tsx';
import PaymentSection from './PaymentSection.tsx';
import PromoField from './PromoField.tsx';
import StandingSection from './StandingSection.tsx';
import { SECTION_CLASS, SECTION_HEADING_CLASS } from './styles.ts';
import { useCancelledPayment } from './use-cancelled-payment.ts';
import { useCheckoutConfig } from './use-checkout-config.ts';
import { daysFor, useDeliveryOptions } from './use-delivery-options.ts';
import { useSlotStillOpen } from './use-slot-still-open.ts';
import { usePromoRecheck } from './use-promo-recheck.ts';
import { useFrameValues } from './use-frame-values.ts';
import { focusFirstInvalid, usePlaceOrder } from './use-place-order.ts';

/** Focuses a control of the form by CSS selector, once React has drawn it. */
function focusLater(form: HTMLFormElement | null, selector: string): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>(selector)?.focus();
  });
}

/** Starts fetching the checkout's actions; a failure is met again where they are awaited. */
function warmActions(): void {
  loadCheckoutActions().catch(() => undefined);
}

/**
 * The /checkout page: cart, contact, delivery or pickup, gift, promo, payment and summary. The
 * server renders it once as the page's frame (the cart not known yet), and the browser renders
 * it live in the frame's place (client:only), taking over whatever was typed into the frame.
 */
function CheckoutPage() {
  // The live form renders in the browser only, so the kept values are there from the start.
  const [keptValues] = useState(readDraft);
  const form = useForm<CheckoutFormValues, unknown, CheckoutDetails>({
    resolver: lazyCheckoutResolver,
    defaultValues: keptValues,
    shouldFocusError: false,
  });
  const { control, setError, setValue, handleSubmit, subscribe } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const { items } = useStore($cart);
  // On the server the saved cart is unknown: its total is still being worked out.
  const inBrowser = useInBrowser();
  const cartRestoring = useStore($cartRestoring) || !inBrowser;
  const config = useCheckoutConfig();
  const [method, postcode, paymentMethod] = useWatch({
    control,
    name: ['fulfilment.method', 'fulfilment.address.postcode', 'paymentMethod'],
  });
  const packs = items.reduce((sum, item) => sum + item.quantity, 0);
  const { lookup, reload } = useDeliveryOptions(postcode, packs);
  const cancelledPayment = useCancelledPayment(reload);
  const [promo, setPromo] = useState<PromoCheck | null>(null);
  const submitRef = useSubmitFocus(form.formState.isSubmitting);
  const noticeRef = useRef<HTMLDivElement>(null);
  // Back from Stripe the browser restores where the shopper was, often far below the notice.
  useEffect(() => {
    if (cancelledPayment.notice) noticeRef.current?.scrollIntoView({ block: 'start' });
  }, [cancelledPayment.notice]);

  // Listening from the commit on, as every watcher does: the frame's values come in then too.
  useLayoutEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          saveDraft(values);
        },
      }),
    [subscribe],
  );
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

  const attempt = usePlaceOrder({
    items,
    promoApplied: priced.promo !== null,
    setError,
    formRef,
    onSlotTaken: reload,
  });
  // Last of the hooks: a watcher hears only the changes made after its own layout effect has
  // subscribed it, and this one sets the values typed into the frame (the page's postcode drives
  // the delivery lookup). The sections below subscribe before it, as children commit first.
  useFrameValues(setValue, formRef);
  const { problem, setProblem } = attempt;
  const shortByCents = minimumShortfallCents(priced);

  const fix = (chosen: CheckoutFix) => {
    setProblem(null);
    if (chosen === 'fit_cart') {
      fitCartToStock(attempt.shortItems, items);
      focusLater(formRef.current, 'button[type="submit"]');
    }
    if (chosen === 'pickup') {
      setValue('fulfilment.method', 'pickup', { shouldDirty: true });
      focusLater(formRef.current, 'input[name="fulfilment.method"][value="pickup"]');
    }
    if (chosen === 'remove_code') {
      setValue('promoCode', '', { shouldDirty: true });
      setPromo(null);
      focusLater(formRef.current, '#checkout-promo');
    }
  };

  const busy = form.formState.isSubmitting || attempt.leaving;
  const canPay = methodToUse !== null;
  const canPlace =
    items.length > 0 &&
    !cartRestoring &&
    config.storeOpen &&
    canPay &&
    !cancelledPayment.pending &&
    shortByCents === 0;
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
        // The first touch fetches what validating and placing the order need (not first paint's).
        onFocus={warmActions}
        onPointerDown={warmActions}
        onSubmit={(event) =>
          void handleSubmit(attempt.place, () => {
            focusFirstInvalid(formRef.current);
          })(event)
        }
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
      >
        <div className="grid gap-6">
          <CartSection stockLeft={attempt.stockLeft} />
          <ContactSection />
          <FulfilmentSection
            lookup={lookup}
            goodsCents={priced.subtotalCents - priced.discountCents}
          />
          <StandingSection days={daysFor(method, lookup.options)} />
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
            deliveryKnown={method === 'pickup' || zone !== null}
            cartLoading={cartRestoring}
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
          <CheckoutAlert problem={problem} onFix={fix} />
          {/* Caught before Place order; while a refusal shows, it says the same, so once. */}
          {zone && shortByCents > 0 && !problem && (
            <div id="checkout-minimum" role="status" className="rounded-lg bg-amber-50 p-3">
              <p className="font-medium">
                {shortfallText(zone.name, priced, priced.promo !== null)}
              </p>
              <FixButtons
                fixes={
                  priced.promo ? ['add_meals', 'pickup', 'remove_code'] : ['add_meals', 'pickup']
                }
                onFix={fix}
              />
            </div>
          )}
          <button
            ref={submitRef}
            type="submit"
            disabled={busy || !canPlace}
            aria-describedby={zone && shortByCents > 0 ? 'checkout-minimum' : undefined}
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

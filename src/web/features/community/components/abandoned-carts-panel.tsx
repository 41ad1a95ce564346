import { zodResolver } from "@hookform/resolvers/zod";
import { formatCurrency } from "@shared/analytics/currency-format";
import { type AbandonedCart, sendCartDmSchema } from "@shared/community/abandoned-carts.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { inputClasses } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { formatDateTime } from "@web/lib/format-date";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useAbandonedCarts, useSendCartDm, useSuggestCartDm } from "../api/abandoned-carts";

function CartProducts({ cart }: { cart: AbandonedCart }) {
  if (cart.products === null) {
    return <p className="text-ink-muted text-xs">Products unknown: the store's pixel did not send them.</p>;
  }
  return (
    <ul className="text-sm" aria-label="Products in the cart">
      {cart.products.map((p) => (
        <li key={`${p.variant_id ?? ""}-${p.title}`}>
          {p.quantity} × {p.title}
          {p.line_total !== null && cart.currency ? ` · ${formatCurrency(p.line_total, cart.currency)}` : ""}
        </li>
      ))}
    </ul>
  );
}

/** The one-click reminder: ask for the suggestion, read and edit it, and press send (a person sends it). */
function CartReminder({ cart }: { cart: AbandonedCart }) {
  const suggest = useSuggestCartDm(cart.checkout_token);
  const send = useSendCartDm(cart.checkout_token);
  const id = useId();
  const form = useForm({ resolver: zodResolver(sendCartDmSchema), defaultValues: { content: "" } });
  if (cart.reminder?.sent_at) {
    return <p className="text-ink-muted text-xs">Reminder sent {formatDateTime(cart.reminder.sent_at)}.</p>;
  }
  if (!suggest.data) {
    return (
      <div className="flex flex-col gap-2">
        <Button
          variant="outline"
          disabled={!cart.member || suggest.isPending}
          onClick={() => suggest.mutate(undefined, { onSuccess: (s) => form.reset({ content: s.content }) })}
        >
          Remind by DM
        </Button>
        {suggest.isError && (
          <Alert tone="error">{errorMessage(suggest.error, "No reminder can be sent.")}</Alert>
        )}
      </div>
    );
  }
  const error = form.formState.errors.content?.message;
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={form.handleSubmit((input) => send.mutate(input))}
      aria-label={`Reminder for ${cart.member?.handle ?? "this cart"}`}
    >
      <label htmlFor={id} className="text-ink-muted text-xs">
        Suggested DM in your brand's voice, with a tracked link to the cart. Nothing is sent until you press
        Send.
      </label>
      <textarea
        id={id}
        rows={4}
        className={inputClasses(Boolean(error), "min-h-24 py-2")}
        {...form.register("content")}
      />
      {error && <p className="text-red-700 text-xs">{error}</p>}
      {send.isError && <Alert tone="error">{errorMessage(send.error, "The reminder was not sent.")}</Alert>}
      <Button type="submit" disabled={send.isPending}>
        Send
      </Button>
    </form>
  );
}

/** The Abandon Cart tab's carts: value, products and who started each, with the reminder DM. */
export function AbandonedCartsPanel() {
  const carts = useAbandonedCarts();
  if (carts.isPending) return <Spinner label="Loading abandoned carts" />;
  if (carts.isError)
    return <Alert tone="error">{errorMessage(carts.error, "Could not load the carts.")}</Alert>;
  if (carts.data.carts.length === 0) {
    return <p className="py-4 text-center text-ink-muted text-sm">No abandoned carts.</p>;
  }
  return (
    <section aria-label="Abandoned carts" className="flex flex-col gap-3">
      {carts.data.carts.map((cart) => (
        <article
          key={cart.checkout_token}
          className="grid gap-3 rounded-md border border-line p-3 sm:grid-cols-[1fr_1fr_minmax(16rem,1.5fr)]"
        >
          <div className="text-sm">
            <p className="font-medium text-ink">
              {cart.member?.handle ? `@${cart.member.handle}` : "Unknown visitor"}
            </p>
            <p className="text-ink-muted text-xs">Started {formatDateTime(cart.started_at)}</p>
            <p className="mt-1 font-semibold">
              {cart.value !== null && cart.currency
                ? formatCurrency(cart.value, cart.currency)
                : "Value unknown"}
            </p>
          </div>
          <CartProducts cart={cart} />
          <CartReminder cart={cart} />
        </article>
      ))}
    </section>
  );
}

import type { InboxItem } from "@shared/inbox/inbox.schema";
import {
  countItems,
  DEFAULT_FILTERS,
  filterItems,
  type InboxFilters,
  type InboxTab,
  itemsOfTab,
} from "@shared/inbox/inbox-filters";
import { conversationKey, itemId } from "@shared/inbox/inbox-rules";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { Tabs, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { errorMessage } from "@web/lib/api-client";
import { Keyboard, Search } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useInboxMessages } from "../api/get-inbox-messages";
import { useInboxSearch } from "../api/search-inbox";
import { InboxCounters } from "../components/inbox-counters";
import { InboxFiltersMenu } from "../components/inbox-filters-menu";
import { InboxList } from "../components/inbox-list";
import { MessageDetail } from "../components/message-detail";
import { ScheduledAutoReplies } from "../components/scheduled-auto-replies";
import { ShortcutsHelpDialog } from "../components/shortcuts-help-dialog";
import { SpamSwitch } from "../components/spam-switch";
import { UrgentAlertsBanner } from "../components/urgent-alerts-banner";
import { useInboxRealtime } from "../hooks/use-inbox-realtime";
import { useInboxShortcuts } from "../hooks/use-inbox-shortcuts";
import { useNow } from "../hooks/use-now";
import { useMarkItemRead, useReadWhileOpen } from "../hooks/use-select-item";
import { INBOX_TEXTS } from "../inbox-texts";
import { REPLY_TEXTS } from "../reply-texts";

/** /dashboard/inbox (spec 2): list 2/5, detail 3/5, stacked on small screens. */
/**
 * "r": the first suggestion's text, or the reply box while suggestions still load, with the caret at
 * the end so typing adds to it (it had landed before "Hello", and on nothing right after "j").
 */
/** Below Tailwind's lg breakpoint the list and the conversation are stacked. */
const STACKED = "(max-width: 1023.98px)";

function focusReply() {
  const box =
    document.querySelector<HTMLTextAreaElement>('[data-suggestion-input="first"]:not(:disabled)') ??
    document.querySelector<HTMLTextAreaElement>("[data-reply-input]:not(:disabled)");
  if (!box) return;
  box.focus();
  box.setSelectionRange(box.value.length, box.value.length);
}

export function InboxPage() {
  const inbox = useInboxMessages();
  useInboxRealtime();
  const now = useNow();
  const markItemRead = useMarkItemRead();
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<InboxFilters>(DEFAULT_FILTERS);
  const [tab, setTab] = useState<InboxTab>("pending");
  // The open conversation is in the address (?open=...): a reload or a shared link opens it again.
  // Selected at once in this page's state (the pane switches in the same render as the click), and
  // kept in the address for a reload.
  const [params, setParams] = useSearchParams();
  const [selectedId, setSelectedId] = useState(() => params.get("open"));
  const [helpOpen, setHelpOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const detailRef = useRef<HTMLElement>(null);

  const items = inbox.data?.items ?? [];
  const counters = useMemo(() => countItems(items), [items]);
  const matchedThreads = useInboxSearch(search);
  const filtered = useMemo(
    () => filterItems(items, { search, filters, now, matchedThreads }),
    [items, search, filters, now, matchedThreads],
  );
  const pending = useMemo(() => itemsOfTab(filtered, "pending"), [filtered]);
  const responded = useMemo(() => itemsOfTab(filtered, "responded"), [filtered]);
  const spam = useMemo(() => itemsOfTab(filtered, "spam"), [filtered]);
  const visible = tab === "pending" ? pending : tab === "responded" ? responded : spam;
  // A message that became part of a thread (a second DM arrived) stays selected as that thread.
  const selected =
    items.find((item) => itemId(item) === selectedId) ??
    items.find((item) => item.kind === "thread" && item.thread.messages.some((m) => m.id === selectedId)) ??
    null;
  useReadWhileOpen(selected);

  const select = (item: InboxItem) => {
    setSelectedId(itemId(item));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("open", itemId(item));
        return next;
      },
      // Opening a conversation is no new page: the scroll stays where the list and the pane are.
      { replace: true, preventScrollReset: true },
    );
    markItemRead(item);
    document
      .querySelector(`[data-item-id="${CSS.escape(itemId(item))}"]`)
      ?.scrollIntoView({ block: "nearest" });
    // Stacked on a small screen, the conversation is below the list: it comes into view.
    if (window.matchMedia?.(STACKED).matches)
      requestAnimationFrame(() => detailRef.current?.scrollIntoView({ block: "start" }));
  };
  const move = (step: number) => {
    if (visible.length === 0) return;
    const current = selected ? itemId(selected) : null;
    const index = visible.findIndex((item) => itemId(item) === current);
    const next = visible[Math.min(visible.length - 1, Math.max(0, index < 0 ? 0 : index + step))];
    if (next) select(next);
  };
  useInboxShortcuts({
    next: () => move(1),
    previous: () => move(-1),
    reply: focusReply,
    markRead: () => selected && markItemRead(selected),
    focusSearch: () => searchRef.current?.focus(),
    showHelp: () => setHelpOpen(true),
  });

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-semibold text-2xl text-ink">{INBOX_TEXTS.title}</h1>
        <Button variant="ghost" size="sm" onClick={() => setHelpOpen(true)}>
          <Keyboard aria-hidden="true" className="size-4" />
          {INBOX_TEXTS.shortcuts.open}
        </Button>
      </div>
      <UrgentAlertsBanner />
      <ScheduledAutoReplies messages={inbox.data?.scheduled ?? []} />
      <InboxCounters counters={counters} />
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-56 flex-1">
          <Search
            aria-hidden="true"
            className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-ink-muted"
          />
          <input
            ref={searchRef}
            type="search"
            aria-label={INBOX_TEXTS.searchLabel}
            placeholder={INBOX_TEXTS.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="h-10 w-full rounded-lg border border-line bg-white pr-3 pl-9 text-sm placeholder:text-ink-muted/70 focus:border-brand-500"
          />
        </div>
        <InboxFiltersMenu filters={filters} onChange={setFilters} />
      </div>
      <SpamSwitch />
      {inbox.isError && <Alert tone="error">{errorMessage(inbox.error, INBOX_TEXTS.loadFailed)}</Alert>}
      <div className="grid gap-4 lg:grid-cols-5">
        <section
          aria-label="Message list"
          className="flex min-h-0 flex-col overflow-hidden rounded-card border border-line bg-white shadow-card lg:col-span-2"
        >
          <Tabs
            value={tab}
            onValueChange={(value) => setTab(value as InboxTab)}
            className="border-line border-b p-2"
          >
            <TabsList aria-label="Message status" className="w-full">
              <TabsTrigger value="pending" className="flex-1 justify-center">
                {INBOX_TEXTS.tabs.pending}
                <span className="rounded-full bg-brand-100 px-2 text-brand-800 text-xs">
                  {pending.length}
                </span>
              </TabsTrigger>
              <TabsTrigger value="responded" className="flex-1 justify-center">
                {INBOX_TEXTS.tabs.responded}
                <span className="rounded-full bg-brand-100 px-2 text-brand-800 text-xs">
                  {responded.length}
                </span>
              </TabsTrigger>
              <TabsTrigger value="spam" className="flex-1 justify-center">
                {REPLY_TEXTS.spamTab}
                <span className="rounded-full bg-brand-100 px-2 text-brand-800 text-xs">{spam.length}</span>
              </TabsTrigger>
            </TabsList>
          </Tabs>
          <div className="max-h-[70dvh] overflow-y-auto">
            {inbox.isPending ? (
              <div className="flex justify-center p-8">
                <Spinner label="Loading messages" />
              </div>
            ) : (
              <InboxList
                items={visible}
                selectedId={selected ? itemId(selected) : null}
                onSelect={select}
                now={now}
              />
            )}
          </div>
        </section>
        <section
          ref={detailRef}
          aria-label="Message detail"
          className="min-h-64 rounded-card border border-line bg-white shadow-card lg:col-span-3"
        >
          {selected ? (
            // Keyed by conversation: a DM that gains a second message and becomes a thread keeps its
            // pane (an edit under way, a take-over) instead of being made anew.
            <MessageDetail key={conversationKey(selected)} item={selected} now={now} />
          ) : (
            <p className="flex h-full min-h-64 items-center justify-center text-ink-muted">
              {INBOX_TEXTS.noSelection}
            </p>
          )}
        </section>
      </div>
      <ShortcutsHelpDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </div>
  );
}

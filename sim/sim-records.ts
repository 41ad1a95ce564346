/** What Lunara sent to a platform: the proof a reply "appears in the simulator's record". */
export type SimRecord = {
  id: number;
  platform: "instagram" | "tiktok";
  kind:
    | "comment_reply"
    | "private_reply"
    | "dm"
    | "mention_reply"
    | "tiktok_comment_reply"
    | "comment_hide"
    | "comment_unhide"
    | "comment_delete"
    | "tiktok_comment_hide"
    | "tiktok_comment_unhide";
  /** The comment, IGSID or media the reply targets. */
  target_id: string;
  text: string;
  /** The id the platform answered with. */
  platform_id: string;
  account_id: string;
  at: string;
};

export type Delivery = {
  id: number;
  platform: "instagram" | "shopify";
  topic: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  status: number | null;
  attempts: number;
  ok: boolean;
  error: string | null;
  at: string;
};

export class RecordBook {
  records: SimRecord[] = [];
  deliveries: Delivery[] = [];
  private nextRecord = 1;
  private nextDelivery = 1;

  addRecord(record: Omit<SimRecord, "id">): SimRecord {
    const full = { id: this.nextRecord++, ...record };
    this.records.push(full);
    return full;
  }

  addDelivery(delivery: Omit<Delivery, "id">): Delivery {
    const full = { id: this.nextDelivery++, ...delivery };
    this.deliveries.push(full);
    // A long-running demo must not grow without bound; the last thousand deliveries are plenty to inspect.
    if (this.deliveries.length > 1000) this.deliveries.shift();
    return full;
  }

  clear(): void {
    this.records = [];
    this.deliveries = [];
  }
}

import type { Random } from "../sim-random";
import { BRAND } from "../traffic/beauty-catalogue";
import type { Person } from "../traffic/people";

/** Who signs in on the simulated Meta dialog; the last two produce the spec's OAuth return errors. */
export const META_LOGIN_ACCOUNTS = ["brand", "no_pages", "no_business_account"] as const;
export type MetaLoginAccount = (typeof META_LOGIN_ACCOUNTS)[number];

export type IgMedia = {
  id: string;
  caption: string;
  permalink: string;
  media_type: "IMAGE" | "VIDEO" | "CAROUSEL_ALBUM";
  media_product_type: "FEED" | "REELS";
  timestamp: Date;
  ownerId: string;
  username: string;
};

export type IgComment = {
  id: string;
  text: string;
  timestamp: Date;
  from: { id: string; username: string };
  mediaId: string;
  parentId?: string;
  /** Hidden by the account through `POST /{comment-id}?hide=true`: no public reply is possible. */
  hidden?: boolean;
  /** `like_count` on the IG Comment node; set through `POST /_sim/instagram/comments/:id/likes`. */
  likeCount?: number;
};

export type IgPage = { id: string; name: string; igAccountId: string | null };

const BRAND_CAPTIONS = [
  "Meet your new morning ritual: Hydra Glow + Sheer Shield SPF 50 ☀️",
  "Six shades, one skin tint. Which one is yours?",
  "Cherry Gloss Lip Oil, now in Guava and Cocoa 🍒",
  "Night shift: Retinal Night Renewal Serum. Start slow, glow steady.",
  "Behind the scenes at our lab in Montreal",
  "Your barrier called. It wants ceramides.",
];

export class MetaWorld {
  readonly account: {
    id: string;
    username: string;
    name: string;
    followers_count: number;
    media_count: number;
    profile_picture_url: string;
  };
  readonly brandPage: IgPage;
  /** A Page with no linked professional account: what the "no business account" login grants. */
  readonly pageWithoutAccount: IgPage;
  media = new Map<string, IgMedia>();
  comments = new Map<string, IgComment>();
  /** IGSID (messaging) and IG user id (comments) both lead to the person. */
  people = new Map<string, Person>();
  lastInbound = new Map<string, Date>();
  privateReplied = new Set<string>();
  /** When each private reply of the last hour went out (the 750 per hour limit). */
  privateReplyTimes: number[] = [];
  private counter = 0;

  constructor(
    private readonly random: Random,
    people: Person[],
    private readonly now: () => Date,
    publicUrl: string,
  ) {
    this.account = {
      id: "17841400008460056",
      username: BRAND.instagram,
      name: BRAND.name,
      followers_count: 48_213,
      media_count: BRAND_CAPTIONS.length,
      profile_picture_url: `${publicUrl}/_sim/images/brand.svg`,
    };
    this.brandPage = { id: "104861922340011", name: BRAND.name, igAccountId: this.account.id };
    this.pageWithoutAccount = { id: "104861922340099", name: `${BRAND.name} Pop-up`, igAccountId: null };
    for (const person of people) {
      this.people.set(person.igsid, person);
      this.people.set(person.igUserId, person);
    }
    this.reset();
  }

  reset(): void {
    this.media.clear();
    this.comments.clear();
    this.lastInbound.clear();
    this.privateReplied.clear();
    this.privateReplyTimes = [];
    BRAND_CAPTIONS.forEach((caption, i) => {
      const id = `179${String(10_000_000_000_000 + i)}`;
      this.media.set(id, {
        id,
        caption,
        permalink: `https://www.instagram.com/p/SIM${i}${this.random.digits(6)}/`,
        media_type: i % 3 === 0 ? "VIDEO" : "IMAGE",
        media_product_type: i % 3 === 0 ? "REELS" : "FEED",
        timestamp: new Date(this.now().getTime() - (i + 1) * 86_400_000 * 2),
        ownerId: this.account.id,
        username: this.account.username,
      });
    });
  }

  pagesFor(login: MetaLoginAccount): IgPage[] {
    if (login === "no_pages") return [];
    if (login === "no_business_account") return [this.pageWithoutAccount];
    return [this.brandPage, this.pageWithoutAccount];
  }

  page(id: string): IgPage | null {
    return [this.brandPage, this.pageWithoutAccount].find((p) => p.id === id) ?? null;
  }

  brandMedia(): IgMedia[] {
    return [...this.media.values()].filter((m) => m.ownerId === this.account.id);
  }

  nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}${String(this.now().getTime()).slice(-9)}${String(this.counter).padStart(4, "0")}`;
  }
}

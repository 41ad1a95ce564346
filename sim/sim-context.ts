import type { MetaLoginAccount, MetaWorld } from "./meta/meta-world";
import type { ShopifyWorld } from "./shopify/shopify-world";
import type { FaultBook } from "./sim-faults";
import type { ResolvedSimulatorOptions } from "./sim-options";
import type { Random } from "./sim-random";
import type { RecordBook } from "./sim-records";
import type { TokenIssuer } from "./sim-tokens";
import type { TikTokWorld } from "./tiktok/tiktok-world";
import type { Person } from "./traffic/people";

/** Settings a test or an operator changes at run time through POST /_sim/config. */
export type SimSettings = {
  lunaraUrl: string | null;
  autoApprove: boolean;
  /** The account the Meta dialog signs in as when the page's choice is not used. */
  metaAccount: MetaLoginAccount;
};

/** Everything the simulator's route modules share: one world per platform plus the books. */
export type SimContext = {
  options: ResolvedSimulatorOptions;
  settings: SimSettings;
  random: Random;
  tokens: TokenIssuer;
  faults: FaultBook;
  records: RecordBook;
  /** OAuth codes are single use; their nonces land here once exchanged. */
  usedCodes: Set<string>;
  people: Person[];
  meta: MetaWorld;
  tiktok: TikTokWorld;
  shopify: ShopifyWorld;
  /** Meta verifies the subscriber URL once; deliveries wait for that handshake. */
  instagramSubscription: { verifiedUrl: string | null };
  publicUrl(): string;
  now(): Date;
};

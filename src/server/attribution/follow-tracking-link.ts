import {
  TRACKING_CAMPAIGN,
  TRACKING_PARAMS,
  TRACKING_UTM_MEDIUM,
} from "@shared/attribution/attribution.constants";
import type { AppDeps } from "../deps";
import { findLinkByCode, recordClick } from "./tracking-links.repository";

/** Link-preview fetchers (the DM itself unfurls the link) are not customers and record no click. */
const PREVIEW_BOT =
  /facebookexternalhit|facebot|twitterbot|slackbot|whatsapp|telegrambot|discordbot|linkedinbot|googlebot|bingbot|crawler|spider/i;

/**
 * GET /t/:code: records the click and answers where to send the visitor: the product page with the
 * parameters the pixel reads. null for an unknown code.
 */
export async function followTrackingLink(
  deps: Pick<AppDeps, "db" | "now">,
  code: string,
  visit: { userAgent: string | null; referrer: string | null },
): Promise<string | null> {
  if (!/^[A-Za-z0-9]{4,32}$/.test(code)) return null;
  const link = await findLinkByCode(deps.db, code);
  if (!link) return null;
  const url = new URL(link.destinationUrl);
  if (link.messageId) url.searchParams.set(TRACKING_PARAMS.messageId, link.messageId);
  if (!PREVIEW_BOT.test(visit.userAgent ?? "")) {
    const clickId = await recordClick(deps.db, link, { ...visit, at: deps.now() });
    url.searchParams.set(TRACKING_PARAMS.clickId, clickId);
  }
  url.searchParams.set(TRACKING_PARAMS.source, link.source);
  url.searchParams.set(TRACKING_PARAMS.campaign, TRACKING_CAMPAIGN);
  url.searchParams.set(TRACKING_PARAMS.userId, link.teamId);
  url.searchParams.set(TRACKING_PARAMS.utmSource, link.source);
  url.searchParams.set(TRACKING_PARAMS.utmMedium, TRACKING_UTM_MEDIUM);
  url.searchParams.set(TRACKING_PARAMS.utmCampaign, TRACKING_CAMPAIGN);
  return url.toString();
}

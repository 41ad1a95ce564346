import { describe, expect, it } from "vitest";
import { landingSiteIds } from "./landing-site-ids";

const CID = "0b8f3c2e-6d1a-4c7e-9f21-5a4b3c2d1e0f";
const MID = "7e6d5c4b-3a29-4817-8f6e-5d4c3b2a1908";

describe("landingSiteIds", () => {
  it("reads the click and message ids from a relative landing path, as Shopify's REST order gives it", () => {
    expect(
      landingSiteIds(
        `/products/glow-serum?variant=1&lunara_message_id=${MID}&lunara_cid=${CID}&utm_source=instagram`,
      ),
    ).toEqual({ cid: CID, mid: MID });
  });

  it("reads them from an absolute URL (GraphQL's landingPageUrl), upper case and encoded alike", () => {
    expect(landingSiteIds(`https://shop.example/products/x?lunara_cid=${CID.toUpperCase()}#reviews`)).toEqual(
      {
        cid: CID,
        mid: null,
      },
    );
    expect(landingSiteIds(`http://shop.example/?lunara_cid=%20${CID}`)).toEqual({ cid: CID, mid: null });
  });

  it("yields nothing for a landing page without our parameters", () => {
    expect(landingSiteIds("/")).toEqual({ cid: null, mid: null });
    expect(landingSiteIds("/products/x?utm_source=instagram")).toEqual({ cid: null, mid: null });
    expect(landingSiteIds(null)).toEqual({ cid: null, mid: null });
    expect(landingSiteIds(undefined)).toEqual({ cid: null, mid: null });
    expect(landingSiteIds("   ")).toEqual({ cid: null, mid: null });
  });

  it("refuses values that only contain an id, or are not an http(s) page", () => {
    expect(landingSiteIds("/products/x?lunara_cid=abc")).toEqual({ cid: null, mid: null });
    expect(landingSiteIds(`/products/x?lunara_cid=${CID}x`)).toEqual({ cid: null, mid: null });
    expect(landingSiteIds(`/products/x?lunara_cid=x${CID}`)).toEqual({ cid: null, mid: null });
    expect(landingSiteIds(`/products/x?other=${CID}`)).toEqual({ cid: null, mid: null });
    expect(landingSiteIds(`/products/${CID}`)).toEqual({ cid: null, mid: null });
    expect(landingSiteIds(`javascript:alert(1)?lunara_cid=${CID}`)).toEqual({ cid: null, mid: null });
    expect(landingSiteIds(`ftp://shop.example/?lunara_cid=${CID}`)).toEqual({ cid: null, mid: null });
    expect(landingSiteIds(`http://[::1/?lunara_cid=${CID}`)).toEqual({ cid: null, mid: null });
  });

  it("ignores an oversized landing page even when it carries an id", () => {
    expect(landingSiteIds(`/p?pad=${"a".repeat(5000)}&lunara_cid=${CID}`)).toEqual({ cid: null, mid: null });
  });
});

import { describe, expect, it } from "vitest";
import { parsePlatformsConfig, platformsNeedSimulator } from "./platforms.config";

describe("parsePlatformsConfig", () => {
  it("points every platform at the simulator when nothing is configured", () => {
    const config = parsePlatformsConfig({});
    expect(config.instagram.graphUrl).toBe("http://127.0.0.1:4010/meta/graph/v21.0");
    expect(config.instagram.dialogUrl).toBe("http://127.0.0.1:4010/meta/www/v21.0/dialog/oauth");
    expect(config.tiktok.apiUrl).toBe("http://127.0.0.1:4010/tiktok/business/open_api/v1.3");
    expect(config.shopify.shopUrlTemplate).toBe("http://127.0.0.1:4010/shopify/{shop}");
    expect(platformsNeedSimulator(config)).toBe(true);
  });

  it("switches a platform to the real service with its URL and real secrets", () => {
    const config = parsePlatformsConfig({
      SIM_URL: "http://sim.local:9000/",
      META_GRAPH_URL: "https://graph.facebook.com",
      META_DIALOG_URL: "https://www.facebook.com",
      META_APP_ID: "123",
      META_APP_SECRET: "real",
      INSTAGRAM_WEBHOOK_VERIFY_TOKEN: "verify",
      SHOPIFY_SHOP_URL_TEMPLATE: "https://{shop}",
      SHOPIFY_API_SECRET: "real-shopify",
    });
    expect(config.instagram).toMatchObject({
      graphUrl: "https://graph.facebook.com/v21.0",
      usesSimulator: false,
    });
    expect(config.shopify).toMatchObject({ shopUrlTemplate: "https://{shop}", usesSimulator: false });
    expect(config.tiktok).toMatchObject({
      authorizeUrl: "http://sim.local:9000/tiktok/www/v2/auth/authorize/",
      usesSimulator: true,
    });
    expect(platformsNeedSimulator(config)).toBe(true);
  });

  it("refuses the simulator's dev secret against a real platform", () => {
    expect(() => parsePlatformsConfig({ SHOPIFY_SHOP_URL_TEMPLATE: "https://{shop}" })).toThrow(
      /SHOPIFY_API_SECRET/,
    );
    expect(() =>
      parsePlatformsConfig({ SHOPIFY_SHOP_URL_TEMPLATE: "https://shop", SHOPIFY_API_SECRET: "x" }),
    ).toThrow(/\{shop\}/);
  });
});

/**
 * 1,000,000 orders over 200 teams in set-based statements (generate_series): team 1 has 20,000,
 * the others about 4,900 each, spread over the last year. The daily rollups are then built from those
 * orders with the same definitions the use cases apply one order at a time. Plus 100,000 leads on an
 * export team and 50 connected stores with tracking links and clicks for the track endpoint.
 */
export const TEAMS = 200;
export const BIG_TEAM = "ab-team-1";
export const EXPORT_TEAM = "ab-team-export";
export const STORES = 50;

const order = `(case when i <= 20000 then 1 else 2 + (i % ${TEAMS - 1}) end)`;

export const SEED_STATEMENTS: [string, string][] = [
  [
    "teams",
    `insert into organization (id, name, slug)
     select 'ab-team-' || t, 'Bench brand ' || t, 'ab-' || t from generate_series(1, ${TEAMS}) t
     union all select '${EXPORT_TEAM}', 'Export brand', 'ab-export'`,
  ],
  [
    "stores",
    `insert into integrations (team_id, platform, status, shop_domain, platform_account_id, access_token_encrypted, currency)
     select 'ab-team-' || t, 'shopify', 'connected', 'ab-shop-' || t || '.myshopify.com', 'ab-shop-' || t, 'bench', 'CAD'
     from generate_series(1, ${TEAMS}) t`,
  ],
  [
    "orders (1,000,000)",
    `insert into orders (team_id, integration_id, shopify_order_id, order_number, currency, total_price, subtotal_price,
       total_discounts, total_tax, total_shipping, order_data, processed_at)
     select 'ab-team-' || o.t, s.id, 'o' || i, '#' || i, 'CAD',
       (10 + i % 90) * (1 + i % 3) - (case when i % 5 = 0 then 5 else 0 end) + 12,
       (10 + i % 90) * (1 + i % 3) - (case when i % 5 = 0 then 5 else 0 end),
       case when i % 5 = 0 then 5 else 0 end, 7, 5,
       jsonb_build_object(
         'line_items', jsonb_build_array(jsonb_build_object('shopify_product_id', (i % 150)::text,
           'shopify_variant_id', (i % 150)::text || '-1', 'title', 'Product ' || (i % 150), 'variant_title', null,
           'quantity', 1 + i % 3, 'price', (10 + i % 90))),
         'shipping_address', jsonb_build_object('city', 'City ' || (i % 40), 'province', 'Province', 'country', 'Canada'),
         'cancelled_at', null, 'customer', null),
       now() - ((i % 365) * interval '1 day') - ((i % 86400) * interval '1 second')
     from generate_series(1, 1000000) i
     cross join lateral (select ${order} as t) o
     join integrations s on s.platform_account_id = 'ab-shop-' || o.t`,
  ],
  [
    "order attributions (every 10th)",
    `insert into order_attributions (team_id, order_id, method, window_days)
     select team_id, id, 'cid', 7 from orders where (substr(shopify_order_id, 2))::int % 10 = 0`,
  ],
  [
    "revenue_days rollup",
    `insert into revenue_days (team_id, day, gross_sales, discounts, returns, shipping, taxes, net_sales, orders_count,
       attributed_sales, attributed_orders)
     select o.team_id, (o.processed_at at time zone 'UTC')::date, sum(o.subtotal_price + o.total_discounts),
       sum(o.total_discounts), 0, sum(o.total_shipping), sum(o.total_tax), sum(o.subtotal_price), count(*),
       coalesce(sum(o.subtotal_price) filter (where a.id is not null), 0), count(a.id)
     from orders o left join order_attributions a on a.order_id = o.id group by 1, 2`,
  ],
  [
    "product_sales_days rollup",
    `insert into product_sales_days (team_id, day, product_key, variant_key, product_title, net_revenue, units)
     select team_id, (processed_at at time zone 'UTC')::date, li->>'shopify_product_id', li->>'shopify_variant_id',
       max(li->>'title'), sum(subtotal_price), sum((li->>'quantity')::int)
     from orders, jsonb_array_elements(order_data->'line_items') li group by 1, 2, 3, 4`,
  ],
  [
    "location_days rollup",
    `insert into location_days (team_id, day, location, orders_count)
     select team_id, (processed_at at time zone 'UTC')::date,
       concat_ws(', ', order_data->'shipping_address'->>'city', order_data->'shipping_address'->>'province',
         order_data->'shipping_address'->>'country'), count(*)
     from orders group by 1, 2, 3`,
  ],
  [
    "funnel_days",
    `insert into funnel_days (team_id, day, link_clicks, added_to_cart, reached_checkout)
     select 'ab-team-' || t, (now() - d * interval '1 day')::date, 40 + t % 20, 12 + t % 7, 6 + t % 3
     from generate_series(1, ${TEAMS}) t cross join generate_series(0, 364) d`,
  ],
  [
    "leads (20,000 on team 1, 500 on the others)",
    `insert into leads (team_id, instagram_username, social_platform_ids, message_count, click_count, total_orders,
       attributed_revenue, last_conversation_at, created_at, lead_quality)
     select 'ab-team-' || t, 'fan_' || t || '_' || n, jsonb_build_object('instagram', t || '-' || n), 1, n % 2,
       case when n % 10 = 0 then 1 else 0 end, case when n % 10 = 0 then 40 + n % 200 else 0 end,
       now() - (n % 365) * interval '1 day', now() - (n % 365) * interval '1 day',
       (array['hot', 'warm', 'cold'])[1 + n % 3]
     from generate_series(1, ${TEAMS}) t cross join lateral generate_series(1, case when t = 1 then 20000 else 500 end) n`,
  ],
  [
    "leads (100,000 on the export team)",
    `insert into leads (team_id, email, instagram_username, social_platform_ids, first_name, last_name, message_count,
       click_count, has_cart, total_orders, attributed_revenue, last_conversation_at, products_purchased, location)
     select '${EXPORT_TEAM}', 'buyer' || n || '@example.com', 'export_fan_' || n, jsonb_build_object('instagram', 'x' || n),
       'First' || n, 'Last' || n, 1, n % 3, n % 5 = 0, case when n % 7 = 0 then 1 else 0 end,
       case when n % 7 = 0 then 25 + n % 500 else 0 end, now() - (n % 300) * interval '1 hour',
       case when n % 7 = 0 then array['Glow Serum', 'Lip Oil'] else '{}' end, 'Toronto, Ontario, Canada'
     from generate_series(1, 100000) n`,
  ],
  [
    "tracking links and clicks for the pixel's events",
    `with l as (
       insert into tracking_links (code, team_id, integration_id, lead_id, source, destination_url, message_id)
       select 'ab' || t || 'x' || k, 'ab-team-' || t, s.id,
         (select id from leads where team_id = 'ab-team-' || t order by id offset k limit 1), 'instagram',
         'https://ab-shop-' || t || '.myshopify.com/products/p', gen_random_uuid()
       from generate_series(1, ${STORES}) t cross join generate_series(0, 19) k
       join integrations s on s.platform_account_id = 'ab-shop-' || t
       returning id, team_id, lead_id, message_id)
     insert into link_clicks (team_id, tracking_link_id, lead_id, message_id)
     select team_id, id, lead_id, message_id from l`,
  ],
  ["analyze", "analyze"],
  // Write the seeding's dirty pages out now, so a checkpoint does not land in the middle of a measurement.
  ["checkpoint", "checkpoint"],
];

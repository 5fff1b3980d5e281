import { type Kysely, sql } from 'kysely';
import type { Database } from '../../server/storage/postgres/schema';

/*
 * The benchmark's deliveries, written by PostgreSQL itself (`generate_series`): a million rows in
 * seconds, where a million inserts from Node would take minutes. Realistic in what the figures
 * read: most delivered (finished), 250 pending and 0.1 % open of every status, customers from a list of
 * names in a few cities, prices and dates spread over a year, one creation event each. The search
 * text follows server/domain/deliveries/search-text.ts (the fields that matter for a search).
 */

const FIRST_NAMES = ['Adaeze', 'Tunde', 'Chioma', 'Ifeanyi', 'Ngozi', 'Emeka', 'Funke', 'Bola', 'Kemi', 'Segun'];
const LAST_NAMES = ['Okafor', 'Adebayo', 'Nwosu', 'Balogun', 'Eze', 'Okonkwo', 'Adeyemi', 'Bello', 'Ibrahim'];
const CITIES = ['Lagos', 'Abuja', 'Ibadan', 'Port Harcourt', 'Kano'];

const arrayOf = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql.lit(value)))}]`;

/** Adds `count` deliveries to `partnerId`, numbered after every tracking number given so far. */
export async function seedBulkDeliveries(db: Kysely<Database>, partnerId: string, count: number): Promise<void> {
  // The tables' indexes are made again after the rows, as the migrations wrote them (pg_indexes):
  // building an index once is many times faster than keeping it through a million inserts.
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename in ('deliveries', 'tracking_events')
      and indexname not in (select conname from pg_constraint)
  `.execute(db);
  for (const { name } of indexes) await sql`drop index ${sql.id(name)}`.execute(db);
  // The counts per status are counted once after, not kept row by row: a million updates of the
  // same few rows in one transaction would each walk every version before it.
  await sql`alter table deliveries disable trigger deliveries_count_statuses`.execute(db);
  await insertDeliveries(db, partnerId, count);
  await sql`alter table deliveries enable trigger deliveries_count_statuses`.execute(db);
  await sql`
    insert into delivery_status_counts (partner_id, status, count)
    select partner_id, status, count(*) from deliveries where partner_id = ${partnerId} group by partner_id, status
    on conflict (partner_id, status) do update set count = excluded.count
  `.execute(db);
  for (const { definition } of indexes) await sql.raw(definition).execute(db);
  await sql`analyze`.execute(db);
}

async function insertDeliveries(db: Kysely<Database>, partnerId: string, count: number): Promise<void> {
  const year = new Date().getFullYear();
  await sql`
    with base as (
      select g,
        (${arrayOf(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || ' ' ||
          (${arrayOf(LAST_NAMES)})[1 + (g / 7) % ${LAST_NAMES.length}] as name,
        (${arrayOf(CITIES)})[1 + g % ${CITIES.length}] as from_city,
        (${arrayOf(CITIES)})[1 + (g / 3) % ${CITIES.length}] as to_city,
        -- The first 250 pending (the status changes timed accept them), then 0.1 % open, the rest finished.
        case when g <= 250 or g % 1000 = 0 then 'pending' when g % 1000 = 1 then 'accepted'
             when g % 1000 = 2 then 'picked-up' when g % 1000 = 3 then 'in-transit'
             when g % 50 = 4 then 'cancelled' else 'delivered' end as status,
        now() - make_interval(mins => (g * 37) % 525600) as created,
        -- As server/domain/references.ts writes it: at least 4 digits (lpad alone would cut longer ones).
        'DOS-' || ${year} || '-' || case when c.value + g < 1000 then lpad((c.value + g)::text, 4, '0')
          else (c.value + g)::text end as tracking_number,
        '+234 80' || lpad((g % 100000000)::text, 8, '0') as phone
      from generate_series(1, ${count}::int) g,
        (select coalesce((select value from counters where name = 'tracking-number'), 0) as value) c
    )
    insert into deliveries (id, partner_id, tracking_number, tracking_code, status, priority, customer,
      from_place, to_place, created_at, estimated_delivery, price, description, items, search_text, last_reported_at,
      delivered_at)
    select 'dlv_b' || lpad(g::text, 8, '0'), ${partnerId}, tracking_number, substr(md5('code' || g), 1, 16), status,
      (array['low', 'medium', 'high'])[1 + g % 3],
      jsonb_build_object('name', name, 'email', lower(replace(name, ' ', '.')) || '@example.com', 'phone', phone),
      jsonb_build_object('address', (g % 200) || ' Allen Avenue', 'city', from_city),
      jsonb_build_object('address', (g % 300) || ' Ozumba Mbadiwe Avenue', 'city', to_city),
      created, created + interval '1 day', 150000 + (g % 100) * 10000, 'Parcel ' || g, '["Box"]'::jsonb,
      lower(tracking_number || chr(1) || name || chr(1) || phone || chr(1) || 'parcel ' || g || chr(1) || from_city || chr(1) || to_city),
      case when status in ('picked-up', 'in-transit') then created end,
      case when status = 'delivered' then created + interval '5 hours' end
    from base
  `.execute(db);
  await sql`
    insert into tracking_events (id, delivery_id, status, at, note)
    select 'trk_b' || lpad(g::text, 8, '0'), 'dlv_b' || lpad(g::text, 8, '0'), 'pending',
      now() - make_interval(mins => (g * 37) % 525600), 'Delivery request created'
    from generate_series(1, ${count}::int) g
  `.execute(db);
  await sql`
    insert into counters (name, value) values ('tracking-number', ${count})
    on conflict (name) do update set value = counters.value + ${count}
  `.execute(db);
}

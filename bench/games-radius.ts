/**
 * `pnpm bench`: getGames with a 50 km radius over 100 000 games, against the same query in
 * bare SQL, in one run on one fresh PostgreSQL database. Prints p50/p95 of both and the ratio
 * (docs/budgets.md: p95 within 2x of bare SQL).
 */
import { performance } from "node:perf_hooks";
import { createDatabase } from "../apps/server/src/db/client.ts";
import { searchGames } from "../apps/server/src/modules/games/service.ts";
import { benchDatabase, percentile } from "./support.ts";

const GAMES = Number(process.env.BENCH_GAMES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

const benchDb = await benchDatabase("escouade_bench");
const database = createDatabase({ kind: "postgres", url: benchDb.url });

try {
  await database.migrate();
  const sql = database.sql!;
  const organizer = "bench-organizer";
  await sql`insert into "user" (id, name, email) values (${organizer}, 'bench', 'bench@example.com')`;
  // Games spread over mainland France's bounding box, over the next year, mostly public.
  await sql.unsafe(`
    insert into game (organizer_id, title, description, rules, type, starts_at, ends_at, max_players, price_cents,
      street, city, country, latitude, longitude, visibility, languages, protections, equipment, pyrotechnics, facilities, power_limits)
    select '${organizer}', 'Partie ' || g, 'Description de la partie', 'Règles de la partie', 'operation',
      now() + (g % 365) * interval '1 day', now() + (g % 365) * interval '1 day' + interval '8 hours', 40, 1500,
      'Chemin', 'Ville', 'fr', 42.5 + random() * 8.5, -4.5 + random() * 12.5,
      case when g % 10 = 0 then 'private' else 'public' end, '{fr}', '{}', '{}', '{}', '{}',
      '{"aeg":{"min":0,"max":350},"dmr":{"min":350,"max":450},"semi":{"min":0,"max":400},"auto":{"min":0,"max":350}}'::jsonb
    from generate_series(1, ${GAMES}) g`);
  await sql`analyze game`;

  const centers = Array.from({ length: ROUNDS }, () => ({ latitude: 43 + Math.random() * 7, longitude: -1 + Math.random() * 7 }));
  const bare = async (c: { latitude: number; longitude: number }) => {
    const latDelta = (50 / 6371) * (180 / Math.PI);
    const lonDelta = latDelta / Math.cos((c.latitude * Math.PI) / 180);
    await sql`
      select id, title, starts_at, city, latitude, longitude, price_cents, max_players, confirmed_count,
        2 * 6371 * asin(sqrt(power(sin(radians(latitude - ${c.latitude}) / 2), 2) + cos(radians(${c.latitude})) * cos(radians(latitude)) * power(sin(radians(longitude - ${c.longitude}) / 2), 2))) as distance
      from game
      where visibility = 'public' and cancelled_at is null and ends_at >= now()
        and latitude between ${c.latitude - latDelta} and ${c.latitude + latDelta}
        and longitude between ${c.longitude - lonDelta} and ${c.longitude + lonDelta}
        and 2 * 6371 * asin(sqrt(power(sin(radians(latitude - ${c.latitude}) / 2), 2) + cos(radians(${c.latitude})) * cos(radians(latitude)) * power(sin(radians(longitude - ${c.longitude}) / 2), 2))) <= 50
      order by starts_at, id limit 21`;
  };
  const api = async (c: { latitude: number; longitude: number }) => {
    await searchGames(database.db, null, { ...c, radiusKm: 50, limit: 20 });
  };

  // Warm both paths, then interleave them so neither gets a warmer cache.
  for (const c of centers.slice(0, 10)) {
    await bare(c);
    await api(c);
  }
  const times = { bare: [] as number[], api: [] as number[] };
  for (const c of centers) {
    let t = performance.now();
    await bare(c);
    times.bare.push(performance.now() - t);
    t = performance.now();
    await api(c);
    times.api.push(performance.now() - t);
  }
  const report = (name: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { name, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  };
  const b = report("bare SQL", times.bare);
  const a = report("getGames (service)", times.api);
  console.log(`getGames radius 50 km over ${GAMES} games, ${ROUNDS} rounds`);
  for (const r of [b, a]) console.log(`  ${r.name.padEnd(20)} p50 ${r.p50.toFixed(2)} ms   p95 ${r.p95.toFixed(2)} ms`);
  console.log(`  ratio p50 ${(a.p50 / b.p50).toFixed(2)}x   p95 ${(a.p95 / b.p95).toFixed(2)}x   (budget: p95 within 2x)`);
  console.log('  note: getGames also counts the matches for "N games found" (a second query), which the bare SQL does not.');
} finally {
  await database.close();
  await benchDb.drop();
}

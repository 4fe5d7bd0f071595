import { PGlite } from '@electric-sql/pglite';
const db = new PGlite('/tmp/prof-data/pglite');
await db.query("select set_config('app.scope','platform',false)");
const time = async (label, sql, params = []) => {
  for (let i = 0; i < 50; i++) await db.query(sql, params);
  const t = performance.now(); const n = 500;
  for (let i = 0; i < n; i++) await db.query(sql, params);
  console.log(label, ((performance.now() - t) / n).toFixed(3), 'ms');
};
await time('select 1', 'select 1');
await time('staff', 'select u.*, s.* from users u left join stores s on s.id = u.store_id where u.id = $1 and u.store_id is not distinct from $2::int', [2, 1]);
const v = await db.query("select * from pg_proc where proname like '%catalogue_version%'");
console.log(v.rows.map(r=>r.proname));

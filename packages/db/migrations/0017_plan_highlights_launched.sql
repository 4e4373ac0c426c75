-- 딜정보 and 사모펀드 have launched (issue 10): the seeded plan highlights still said '(출시 예정)'. Only that suffix
-- is removed, so a highlight an admin has rewritten stays as it is.
UPDATE "membership_plans" AS p
SET "highlights" = (
  SELECT jsonb_agg(to_jsonb(replace(e.value, ' (출시 예정)', '')) ORDER BY e.ord)
  FROM jsonb_array_elements_text(p."highlights") WITH ORDINALITY AS e(value, ord)
)
WHERE p."highlights"::text LIKE '%(출시 예정)%';

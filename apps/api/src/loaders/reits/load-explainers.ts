import { EXPLAINER_KEYS, METRIC_EXPLAINERS, type ExplainerDto } from '@spi/core';
import { schema, type Db } from '@spi/db';

/** The explainers as readers see them: the defaults of core with the editors' versions on top. */
export async function loadExplainers(db: Db): Promise<ExplainerDto[]> {
  const edited = new Map((await db.select().from(schema.metricExplainers)).map((r) => [r.key, r]));
  return EXPLAINER_KEYS.map((key) => {
    const base = METRIC_EXPLAINERS[key];
    const row = edited.get(key);
    return { key, title: row?.title ?? base.title, formula: base.formula, summary: row?.summary ?? base.summary, guidance: row?.guidance ?? base.guidance, unit: base.unit, edited: row !== undefined };
  });
}

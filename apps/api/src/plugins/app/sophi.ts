import fp from 'fastify-plugin';
import { createAnswerEngine, createEmbedding } from '../../adapters/answer-engine';
import type { AnswerEngine, SophiKnowledge } from '../../adapters/answer-engine/types';
import { createMemoryAnswerBus, createRedisAnswerBus, type AnswerBus } from '../../commands/sophi/answer-bus';
import { SophiQuotaCounter } from '../../commands/sophi/quota';
import type { SophiRunDeps } from '../../commands/sophi/run-answer';
import { createSophiKnowledge } from '../../loaders/sophi/knowledge';
import { seoulDay } from '../../loaders/load-article-access';
import { ReitDatasetCache } from '../../loaders/reits/reit-dataset';

/** How long closing the app waits for running answers to finish and be stored before cancelling them. */
const CLOSE_GRACE_MS = 10_000;

export interface SophiServices {
  /** Replaceable (tests put a fake engine here before the first question). */
  engine: AnswerEngine;
  knowledge: SophiKnowledge;
  bus: AnswerBus;
  quota: SophiQuotaCounter;
  /** Answers running in this process: closing waits for them. */
  runs: Set<{ controller: AbortController; done: Promise<void> }>;
  /** What the runner needs, with the current engine. */
  deps(): SophiRunDeps;
}

declare module 'fastify' {
  interface FastifyInstance {
    sophi: SophiServices;
  }
}

/** Sophi's engine, knowledge and answer bus, built once per process from configuration (ADR 021). */
export default fp(
  async (app) => {
    const datasets = new ReitDatasetCache(app.responseCache);
    const reitDataset = (now: Date) => datasets.get(app.db.db, now.getTime(), seoulDay(now.getTime()));
    const knowledge = createSophiKnowledge(app.db.db, { embedding: createEmbedding(app.config), reitDataset });
    const bus = app.redis
      ? createRedisAnswerBus(app.redis, app.redis.duplicate(), app.config.redisKeyPrefix, app.log)
      : createMemoryAnswerBus(app.log);
    const services: SophiServices = {
      engine: createAnswerEngine(app.config, knowledge),
      knowledge,
      bus,
      quota: new SophiQuotaCounter(app.counterStore, app.clock, app.log),
      runs: new Set(),
      deps() {
        return { db: app.db.db, engine: services.engine, bus, quota: services.quota, clock: app.clock, log: app.log };
      },
    };
    app.decorate('sophi', services);
    app.addHook('onClose', async () => {
      const running = [...services.runs];
      if (running.length > 0) {
        const timeout = setTimeout(() => running.forEach((run) => run.controller.abort()), CLOSE_GRACE_MS);
        await Promise.allSettled(running.map((run) => run.done));
        clearTimeout(timeout);
      }
      await bus.close();
    });
  },
  { name: 'sophi', dependencies: ['db', 'redis', 'abuse-guard'], decorators: { fastify: ['config', 'clock', 'counterStore', 'responseCache'] } },
);

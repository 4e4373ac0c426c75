import type { SophiServerEvent } from '@spi/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** The live events of one answer that a resuming client may need (ADR 021). */
export type AnswerBusEvent = Extract<SophiServerEvent, { type: 'delta' | 'citation' | 'done' | 'cancel' | 'error' }>;
export type AnswerBusListener = (event: AnswerBusEvent) => void;

/**
 * Fans out the live events of answers by message id: in-process by default, through Redis pub/sub when
 * REDIS_URL is set, so a client whose socket reconnects to another API process gets the rest.
 */
export interface AnswerBus {
  readonly kind: 'memory' | 'redis';
  publish(messageId: string, event: AnswerBusEvent): void;
  /** Resolves once the subscription is live; the returned function unsubscribes. */
  subscribe(messageId: string, listener: AnswerBusListener): Promise<() => void>;
  close(): Promise<void>;
}

class Listeners {
  private readonly byMessage = new Map<string, Set<AnswerBusListener>>();

  add(messageId: string, listener: AnswerBusListener): boolean {
    let set = this.byMessage.get(messageId);
    const first = !set;
    if (!set) this.byMessage.set(messageId, (set = new Set()));
    set.add(listener);
    return first;
  }

  /** True when the last listener of the message left. */
  remove(messageId: string, listener: AnswerBusListener): boolean {
    const set = this.byMessage.get(messageId);
    if (!set) return false;
    set.delete(listener);
    if (set.size > 0) return false;
    this.byMessage.delete(messageId);
    return true;
  }

  dispatch(messageId: string, event: AnswerBusEvent, log: FastifyBaseLogger): void {
    for (const listener of [...(this.byMessage.get(messageId) ?? [])]) {
      try {
        listener(event);
      } catch (err) {
        log.warn({ errName: (err as Error).name }, 'sophi bus listener failed');
      }
    }
  }

  clear(): void {
    this.byMessage.clear();
  }
}

export function createMemoryAnswerBus(log: FastifyBaseLogger): AnswerBus {
  const listeners = new Listeners();
  return {
    kind: 'memory',
    publish: (messageId, event) => queueMicrotask(() => listeners.dispatch(messageId, event, log)),
    async subscribe(messageId, listener) {
      listeners.add(messageId, listener);
      return () => void listeners.remove(messageId, listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

/** Redis pub/sub: `publisher` is the app's connection, `subscriber` a duplicate this bus owns and closes. */
export function createRedisAnswerBus(publisher: Redis, subscriber: Redis, prefix: string, log: FastifyBaseLogger): AnswerBus {
  const listeners = new Listeners();
  const channelPrefix = `${prefix}sophi:answer:`;
  subscriber.on('error', (err: Error) => log.warn({ errName: err.name }, 'sophi bus subscriber error'));
  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(channelPrefix)) return;
    try {
      listeners.dispatch(channel.slice(channelPrefix.length), JSON.parse(message) as AnswerBusEvent, log);
    } catch {
      log.warn('malformed sophi bus message');
    }
  });
  return {
    kind: 'redis',
    publish(messageId, event) {
      publisher.publish(channelPrefix + messageId, JSON.stringify(event)).catch((err: Error) => log.warn({ errName: err.name }, 'sophi bus publish failed'));
    },
    async subscribe(messageId, listener) {
      if (listeners.add(messageId, listener)) {
        await subscriber.subscribe(channelPrefix + messageId).catch((err: Error) => log.warn({ errName: err.name }, 'sophi bus subscribe failed'));
      }
      return () => {
        if (listeners.remove(messageId, listener)) void subscriber.unsubscribe(channelPrefix + messageId).catch(() => undefined);
      };
    },
    async close() {
      listeners.clear();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

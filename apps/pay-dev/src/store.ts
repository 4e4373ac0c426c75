import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CardBehavior } from './cards';

/** A registered card as kept on file: never the full number, only Toss's masked form. */
export interface StoredCard {
  /** Masked, e.g. `42424242****424*`. */
  number: string;
  issuerCode: string;
  acquirerCode: string;
  /** Korean company name (Toss's `cardCompany`). */
  company: string;
  cardType: '신용';
  ownerType: '개인';
  behavior: CardBehavior;
}

/** A one-time key from the registration page, exchanged for a billing key within 10 minutes. */
export interface AuthKeyRecord {
  authKey: string;
  customerKey: string;
  card: StoredCard;
  createdAt: number;
  expiresAt: number;
  used: boolean;
}

export interface BillingKeyRecord {
  billingKey: string;
  customerKey: string;
  card: StoredCard;
  authenticatedAt: number;
  /** Approved charges so far (the "approve the first N" cards count these). */
  approvedCharges: number;
}

export type PaymentStatus = 'DONE' | 'CANCELED' | 'PARTIAL_CANCELED' | 'ABORTED';

export interface CancelRecord {
  transactionKey: string;
  cancelAmount: number;
  cancelReason: string;
  canceledAt: number;
  /** What may still be cancelled after this cancellation. */
  refundableAmount: number;
}

export interface PaymentRecord {
  paymentKey: string;
  billingKey: string;
  customerKey: string;
  orderId: string;
  orderName: string;
  customerEmail: string | null;
  customerName: string | null;
  status: PaymentStatus;
  requestedAt: number;
  approvedAt: number | null;
  totalAmount: number;
  balanceAmount: number;
  taxFreeAmount: number;
  card: Omit<StoredCard, 'behavior'>;
  approveNo: string | null;
  lastTransactionKey: string;
  cancels: CancelRecord[];
  failure: { code: string; message: string } | null;
}

/** A remembered answer to a request with an Idempotency-Key. */
export interface IdempotencyRecord {
  /** Scope (derived from the secret key) and the key itself. */
  key: string;
  /** Hash of method, path and canonical JSON body. */
  fingerprint: string;
  status: number;
  body: unknown;
  createdAt: number;
  expiresAt: number;
}

export interface WebhookAttempt {
  at: number;
  /** `webhook-timestamp` (unix seconds) sent with this attempt. */
  timestamp: number;
  signature: string;
  ok: boolean;
  /** HTTP status of the answer, when there was one. */
  status?: number;
  error?: string;
  /** Sent by /__control/webhooks/replay rather than by the schedule. */
  replay?: boolean;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookDelivery {
  id: string;
  eventType: string;
  /** The exact body, sent unchanged by every attempt. */
  payload: string;
  url: string;
  createdAt: number;
  status: WebhookDeliveryStatus;
  nextAttemptAt: number | null;
  attempts: WebhookAttempt[];
}

interface DataFileShape {
  version: 1;
  billingKeys: BillingKeyRecord[];
  payments: PaymentRecord[];
  idempotency: IdempotencyRecord[];
  webhooks: WebhookDelivery[];
}

export interface PayStoreOptions {
  /** JSON file; undefined keeps everything in memory. */
  dataFile?: string;
  warn?: (message: string) => void;
}

/**
 * Everything the sandbox remembers. Mutations are synchronous (so a check and the commit that follows
 * it cannot interleave with another request); callers then call changed() to persist.
 */
export class PayStore {
  readonly authKeys = new Map<string, AuthKeyRecord>();
  readonly billingKeys = new Map<string, BillingKeyRecord>();
  readonly payments = new Map<string, PaymentRecord>();
  /** orderId → paymentKey of the latest attempt for that order. */
  readonly orders = new Map<string, string>();
  readonly idempotency = new Map<string, IdempotencyRecord>();
  readonly webhooks = new Map<string, WebhookDelivery>();

  private writing: Promise<void> = Promise.resolve();
  private writeScheduled = false;

  private constructor(
    private readonly dataFile: string | undefined,
    private readonly warn: (message: string) => void,
  ) {}

  static async open(options: PayStoreOptions = {}): Promise<PayStore> {
    const dataFile = options.dataFile ? path.resolve(options.dataFile) : undefined;
    const store = new PayStore(dataFile, options.warn ?? (() => undefined));
    if (dataFile) await store.load(dataFile);
    return store;
  }

  addPayment(payment: PaymentRecord): void {
    this.payments.set(payment.paymentKey, payment);
    this.orders.set(payment.orderId, payment.paymentKey);
  }

  paymentByOrderId(orderId: string): PaymentRecord | undefined {
    const paymentKey = this.orders.get(orderId);
    return paymentKey === undefined ? undefined : this.payments.get(paymentKey);
  }

  /** Drops idempotency records and auth keys that have expired. */
  prune(now: number): void {
    let removed = false;
    for (const [key, record] of this.idempotency) {
      if (record.expiresAt <= now) {
        this.idempotency.delete(key);
        removed = true;
      }
    }
    for (const [key, record] of this.authKeys) if (record.expiresAt <= now) this.authKeys.delete(key);
    if (removed) this.changed();
  }

  reset(): void {
    this.authKeys.clear();
    this.billingKeys.clear();
    this.payments.clear();
    this.orders.clear();
    this.idempotency.clear();
    this.webhooks.clear();
    this.changed();
  }

  /** Schedules a write of the data file; writes within one tick are coalesced. */
  changed(): void {
    if (!this.dataFile || this.writeScheduled) return;
    this.writeScheduled = true;
    setImmediate(() => {
      this.writeScheduled = false;
      this.persist().catch((error: unknown) => this.warn(`pay-dev data file could not be written: ${String(error)}`));
    });
  }

  /** Resolves once everything changed so far is on disk. */
  async flush(): Promise<void> {
    if (!this.dataFile) return;
    this.writeScheduled = false;
    await this.persist();
  }

  private async load(dataFile: string): Promise<void> {
    const warn = this.warn;
    let text: string;
    try {
      text = await readFile(dataFile, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    let parsed: Partial<DataFileShape> | null;
    try {
      parsed = JSON.parse(text) as Partial<DataFileShape> | null;
    } catch {
      // Refuse to start rather than overwrite a file someone may want to repair.
      throw new Error(`The pay-dev data file ${dataFile} is not valid JSON; fix or delete it.`);
    }
    if (parsed?.version !== 1) throw new Error(`The pay-dev data file ${dataFile} has an unknown version; fix or delete it.`);
    const list = <T>(name: keyof Omit<DataFileShape, 'version'>, valid: (entry: T) => boolean, add: (entry: T) => void) => {
      const entries = parsed[name];
      if (!Array.isArray(entries)) return;
      for (const [index, entry] of entries.entries()) {
        if (typeof entry === 'object' && entry !== null && valid(entry as T)) add(entry as T);
        else warn(`pay-dev data file: ${name}[${index}] is malformed; skipped`);
      }
    };
    list<BillingKeyRecord>('billingKeys', (entry) => typeof entry.billingKey === 'string' && typeof entry.customerKey === 'string', (entry) => this.billingKeys.set(entry.billingKey, entry));
    list<PaymentRecord>('payments', (entry) => typeof entry.paymentKey === 'string' && typeof entry.orderId === 'string', (entry) => this.addPayment(entry));
    list<IdempotencyRecord>('idempotency', (entry) => typeof entry.key === 'string' && typeof entry.fingerprint === 'string', (entry) => this.idempotency.set(entry.key, entry));
    list<WebhookDelivery>('webhooks', (entry) => typeof entry.id === 'string' && typeof entry.payload === 'string', (entry) => this.webhooks.set(entry.id, entry));
    // The latest attempt wins the orderId index, whatever the file order.
    for (const payment of [...this.payments.values()].sort((a, b) => a.requestedAt - b.requestedAt)) this.orders.set(payment.orderId, payment.paymentKey);
  }

  /** Writes a snapshot atomically (temp file + rename); writes are serialized. */
  private persist(): Promise<void> {
    const dataFile = this.dataFile;
    if (!dataFile) return Promise.resolve();
    const write = async () => {
      const snapshot: DataFileShape = {
        version: 1,
        billingKeys: [...this.billingKeys.values()],
        payments: [...this.payments.values()],
        idempotency: [...this.idempotency.values()],
        webhooks: [...this.webhooks.values()],
      };
      await mkdir(path.dirname(dataFile), { recursive: true });
      const temp = `${dataFile}.${process.pid}.tmp`;
      await writeFile(temp, `${JSON.stringify(snapshot, null, 2)}\n`, 'utf8');
      await rename(temp, dataFile);
    };
    const next = this.writing.then(write, write);
    this.writing = next.catch(() => undefined);
    return next;
  }
}

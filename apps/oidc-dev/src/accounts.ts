import { randomInt } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PROVIDER_IDS, isProviderId, type ProviderId } from './providers';

/** A test account of one provider. `sub` is stable: relying parties link users by it. */
export interface Account {
  sub: string;
  provider: ProviderId;
  email: string;
  /** Kakao's `nickname`, Google's `name`. */
  nickname: string;
  /** True for the built-in demo accounts, which are never written to the data file. */
  seeded: boolean;
}

/** Demo accounts with fixed subjects, so the SPI demo data can link them ahead of time. */
export const SEED_ACCOUNTS: readonly Account[] = [
  { sub: 'kakao-demo-1001', provider: 'kakao', email: 'minjun.kim@example.com', nickname: '김민준 (카카오 데모)', seeded: true },
  { sub: 'kakao-demo-1002', provider: 'kakao', email: 'seoyeon.lee@example.com', nickname: '이서연 (카카오 데모)', seeded: true },
  { sub: 'kakao-demo-1003', provider: 'kakao', email: 'haeun.jung@example.com', nickname: '정하은 (카카오 데모)', seeded: true },
  { sub: 'google-demo-2001', provider: 'google', email: 'jiho.park@example.com', nickname: 'Park Jiho (Google 데모)', seeded: true },
  { sub: 'google-demo-2002', provider: 'google', email: 'yuna.choi@example.com', nickname: 'Choi Yuna (Google 데모)', seeded: true },
];

export const MAX_EMAIL_LENGTH = 254;
export const MAX_NICKNAME_LENGTH = 40;
/** Per provider, so a runaway script cannot grow the file without bound. */
export const MAX_ACCOUNTS_PER_PROVIDER = 1000;

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/u;
// eslint-disable-next-line no-control-regex -- rejecting control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;

export interface NewAccountInput {
  email: string;
  nickname: string;
}

/** Korean messages per field; an empty object means the input is valid. */
export interface NewAccountErrors {
  email?: string;
  nickname?: string;
  form?: string;
}

export class AccountValidationError extends Error {
  override name = 'AccountValidationError';
  constructor(readonly errors: NewAccountErrors) {
    super('invalid account');
  }
}

/** What a person calls the display-name field of each provider. */
export function nicknameLabel(provider: ProviderId): string {
  return provider === 'kakao' ? '닉네임' : '이름';
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function generateSub(provider: ProviderId): string {
  // Shaped like the real subjects: Kakao's are a 10-digit member number, Google's 21 digits.
  const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
  return provider === 'kakao' ? `${randomInt(1, 10)}${digits(9)}` : `1${digits(20)}`;
}

interface DataFileShape {
  version: 1;
  accounts: Array<Pick<Account, 'sub' | 'provider' | 'email' | 'nickname'>>;
}

export interface AccountStoreOptions {
  /** JSON file holding the accounts created through the UI; undefined keeps them in memory only. */
  dataFile?: string;
  /** Told about skipped entries of the data file. */
  warn?: (message: string) => void;
}

/** The test accounts of both providers: the seeded demo accounts plus those created in the UI. */
export class AccountStore {
  private readonly accounts = new Map<string, Account>();
  private writing: Promise<void> = Promise.resolve();

  private constructor(private readonly dataFile: string | undefined) {
    for (const account of SEED_ACCOUNTS) this.accounts.set(key(account.provider, account.sub), { ...account });
  }

  /** Creates the store, loading the data file if it is set and exists. */
  static async open(options: AccountStoreOptions = {}): Promise<AccountStore> {
    const dataFile = options.dataFile ? path.resolve(options.dataFile) : undefined;
    const store = new AccountStore(dataFile);
    if (dataFile) await store.load(dataFile, options.warn ?? (() => undefined));
    return store;
  }

  /** The accounts of one provider, seeded ones first, then by creation. */
  list(provider: ProviderId): Account[] {
    return [...this.accounts.values()].filter((account) => account.provider === provider).map((account) => ({ ...account }));
  }

  get(provider: ProviderId, sub: string): Account | undefined {
    const account = this.accounts.get(key(provider, sub));
    return account ? { ...account } : undefined;
  }

  /** Checks a new account's fields; returns Korean messages per invalid field. */
  validate(provider: ProviderId, input: NewAccountInput): NewAccountErrors {
    const errors: NewAccountErrors = {};
    const email = input.email.trim();
    const nickname = input.nickname.trim();
    const label = nicknameLabel(provider);

    if (email === '') errors.email = '이메일을 입력하세요.';
    else if (email.length > MAX_EMAIL_LENGTH) errors.email = `이메일은 ${MAX_EMAIL_LENGTH}자 이하로 입력하세요.`;
    else if (CONTROL_CHARACTERS.test(email) || !EMAIL_PATTERN.test(email)) errors.email = '이메일 형식이 올바르지 않습니다. 예: hong@example.com';
    else if (this.list(provider).some((account) => normalizeEmail(account.email) === normalizeEmail(email))) {
      errors.email = '이 이메일을 쓰는 테스트 계정이 이미 있습니다. 목록에서 선택하세요.';
    }

    if (nickname === '') errors.nickname = `${label}을 입력하세요.`;
    else if ([...nickname].length > MAX_NICKNAME_LENGTH) errors.nickname = `${label}은 ${MAX_NICKNAME_LENGTH}자 이하로 입력하세요.`;
    else if (CONTROL_CHARACTERS.test(nickname)) errors.nickname = `${label}에 쓸 수 없는 문자가 있습니다.`;

    if (!errors.email && !errors.nickname && this.list(provider).length >= MAX_ACCOUNTS_PER_PROVIDER) {
      errors.form = `테스트 계정은 제공자마다 ${MAX_ACCOUNTS_PER_PROVIDER}개까지 만들 수 있습니다.`;
    }
    return errors;
  }

  /**
   * Creates an account with a new random subject and persists it when a data file is set.
   * Throws AccountValidationError when the input is invalid.
   */
  async create(provider: ProviderId, input: NewAccountInput): Promise<Account> {
    const errors = this.validate(provider, input);
    if (Object.keys(errors).length > 0) throw new AccountValidationError(errors);
    let sub = generateSub(provider);
    while (this.accounts.has(key(provider, sub))) sub = generateSub(provider);
    const account: Account = { sub, provider, email: input.email.trim(), nickname: input.nickname.trim(), seeded: false };
    this.accounts.set(key(provider, sub), account);
    try {
      await this.persist();
    } catch (error) {
      this.accounts.delete(key(provider, sub));
      throw error;
    }
    return { ...account };
  }

  private async load(dataFile: string, warn: (message: string) => void): Promise<void> {
    let text: string;
    try {
      text = await readFile(dataFile, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Refuse to start rather than overwrite a file someone may want to repair.
      throw new Error(`The accounts file ${dataFile} is not valid JSON; fix or delete it.`);
    }
    const entries = (parsed as Partial<DataFileShape> | null)?.accounts;
    if (!Array.isArray(entries)) throw new Error(`The accounts file ${dataFile} has no "accounts" array; fix or delete it.`);
    for (const [index, entry] of entries.entries()) {
      const { sub, provider, email, nickname } = (entry ?? {}) as Record<string, unknown>;
      if (typeof sub !== 'string' || sub === '' || !isProviderId(provider) || typeof email !== 'string' || typeof nickname !== 'string') {
        warn(`accounts file entry ${index} is malformed; skipped`);
        continue;
      }
      if (this.accounts.has(key(provider, sub))) {
        warn(`accounts file entry ${index} repeats the subject of another account; skipped`);
        continue;
      }
      this.accounts.set(key(provider, sub), { sub, provider, email, nickname, seeded: false });
    }
  }

  /** Writes the created accounts atomically (temp file + rename); writes are serialized. */
  private persist(): Promise<void> {
    const dataFile = this.dataFile;
    if (!dataFile) return Promise.resolve();
    const snapshot: DataFileShape = {
      version: 1,
      accounts: PROVIDER_IDS.flatMap((provider) =>
        this.list(provider)
          .filter((account) => !account.seeded)
          .map(({ sub, email, nickname }) => ({ sub, provider, email, nickname })),
      ),
    };
    const write = async () => {
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

function key(provider: ProviderId, sub: string): string {
  return `${provider}\u0000${sub}`;
}

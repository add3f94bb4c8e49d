import type { PgDatabase } from './pg-database'
import type { SecretBox } from './secret-box'
import type { ShopDatabase } from './shop-database'

/** How long a delivered or abandoned message is kept (its key keeps a replayed event from sending twice). */
export const MESSAGE_KEEP_MS = 30 * 24 * 3600_000

/**
 * A message waiting in the durable queue for its transport (SMTP, the SMS provider), or its record
 * once delivered or given up (the payload is then emptied: no code or link stays at rest).
 */
export interface QueuedMessage {
  id: number
  channel: 'email' | 'sms'
  /** Makes a send idempotent: a second message with a key already queued or sent is dropped. */
  key: string | null
  /** The message as JSON (to, subject, text, html for an email; to, text for an SMS). */
  payload: string
  state: 'queued' | 'sent' | 'failed'
  /** Delivery attempts made so far. */
  attempts: number
  createdAt: number
  /** When the next attempt is due (ms since the epoch). */
  nextAt: number
  lastError: string | null
}

/**
 * The durable queue of mails and SMS (adapters/message-queue.ts): each message waits for its
 * transport, is leased to one delivery attempt at a time, and is kept (emptied) once delivered or
 * given up, so that its key never sends twice.
 */
export interface MessageStore {
  /**
   * Queues a message for delivery; null (nothing queued) when its key was used already, by a
   * message queued, sent or given up.
   */
  enqueueMessage(
    message: { channel: QueuedMessage['channel']; key: string | null; payload: string },
    now: number,
  ): Promise<QueuedMessage | null>
  /**
   * Takes the oldest message due at `now` on one of `channels` for one delivery attempt, in one
   * atomic step, for at most `leaseMs` (an attempt that died lets it go after that): Promise<counts the>
   * attempt. Null when none is due.
   */
  claimMessage(
    channels: readonly QueuedMessage['channel'][],
    now: number,
    leaseMs: number,
  ): Promise<QueuedMessage | null>
  /** The claimed message was delivered: kept as sent (its key stays used), its payload emptied. */
  messageSent(id: number, now: number): Promise<void>
  /** The attempt failed: the message is due again at `nextAt`. */
  messageRetry(id: number, nextAt: number, error: string): Promise<void>
  /** Given up (too old, or refused for good): kept as failed, its payload emptied. */
  messageFailed(id: number, now: number, error: string): Promise<void>
  /** When the next queued message on these channels is due; null when none is queued. */
  nextMessageAt(channels: readonly QueuedMessage['channel'][]): Promise<number | null>
  /** The newest messages of the queue, any state (for tests and inspection). */
  queuedMessages(limit: number): Promise<QueuedMessage[]>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS message_queue (
  id INTEGER PRIMARY KEY AUTOINCREMENT, channel TEXT NOT NULL, key TEXT UNIQUE, payload TEXT NOT NULL,
  state TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL, next_at INTEGER NOT NULL,
  claimed_until INTEGER, last_error TEXT, done_at INTEGER
);
CREATE INDEX IF NOT EXISTS message_queue_due ON message_queue (state, next_at);
`

type QueuedMessageRow = {
  id: number
  channel: QueuedMessage['channel']
  key: string | null
  payload: string
  state: QueuedMessage['state']
  attempts: number
  created_at: number
  next_at: number
  last_error: string | null
}

const queuedMessageOf = (row: QueuedMessageRow): QueuedMessage => ({
  id: row.id,
  channel: row.channel,
  key: row.key,
  payload: row.payload,
  state: row.state,
  attempts: row.attempts,
  createdAt: row.created_at,
  nextAt: row.next_at,
  lastError: row.last_error,
})

/** A queued mail or SMS may carry a code or a reset link until it is delivered: sealed, per channel. */
const sealedIn = (channel: string) => `message_queue.payload:${channel}`

/** A message of the queue with its payload opened ('' once delivered, or when it does not open). */
const openedMessage = (row: QueuedMessageRow, box: SecretBox): QueuedMessage => ({
  ...queuedMessageOf(row),
  payload: row.payload === '' ? '' : (box.open(row.payload, sealedIn(row.channel)) ?? ''),
})

export class SqliteMessageStore implements MessageStore {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
  }

  async enqueueMessage(
    message: { channel: QueuedMessage['channel']; key: string | null; payload: string },
    now: number,
  ): Promise<QueuedMessage | null> {
    const row = this.database.db
      .prepare(
        `INSERT INTO message_queue (channel, key, payload, state, created_at, next_at) VALUES (?, ?, ?, 'queued', ?, ?)
         ON CONFLICT(key) DO NOTHING RETURNING *`,
      )
      .get(
        message.channel,
        message.key,
        this.database.box.seal(message.payload, sealedIn(message.channel)),
        now,
        now,
      ) as QueuedMessageRow | undefined
    return row ? { ...queuedMessageOf(row), payload: message.payload } : null
  }

  async claimMessage(
    channels: readonly QueuedMessage['channel'][],
    now: number,
    leaseMs: number,
  ): Promise<QueuedMessage | null> {
    if (channels.length === 0) return null
    return this.database.transaction(() => {
      for (;;) {
        const row = this.database.db
          .prepare(
            `SELECT id FROM message_queue WHERE state = 'queued' AND next_at <= ?
               AND (claimed_until IS NULL OR claimed_until <= ?) AND channel IN (${channels.map(() => '?').join(', ')})
             ORDER BY next_at, id LIMIT 1`,
          )
          .get(now, now, ...channels) as { id: number } | undefined
        if (!row) return null
        const claimed = this.database.db
          .prepare(
            'UPDATE message_queue SET claimed_until = ?, attempts = attempts + 1 WHERE id = ? RETURNING *',
          )
          .get(now + leaseMs, row.id) as QueuedMessageRow
        const payload = this.database.box.open(claimed.payload, sealedIn(claimed.channel))
        if (payload !== null) return { ...queuedMessageOf(claimed), payload }
        // Sealed under another SESSION_SECRET, or altered: it cannot be sent, and it is said once.
        this.fail(claimed.id, now, 'the queued message cannot be opened (SESSION_SECRET changed?)')
        this.database.log('Messaggio in coda illeggibile: non inviato', { id: claimed.id })
      }
    })
  }

  async messageSent(id: number, now: number): Promise<void> {
    this.database.db
      .prepare(
        "UPDATE message_queue SET state = 'sent', payload = '', claimed_until = NULL, last_error = NULL, done_at = ? WHERE id = ?",
      )
      .run(now, id)
  }

  async messageRetry(id: number, nextAt: number, error: string): Promise<void> {
    this.database.db
      .prepare('UPDATE message_queue SET next_at = ?, claimed_until = NULL, last_error = ? WHERE id = ?')
      .run(nextAt, error.slice(0, 500), id)
  }

  async messageFailed(id: number, now: number, error: string): Promise<void> {
    this.fail(id, now, error)
  }

  private fail(id: number, now: number, error: string): void {
    this.database.db
      .prepare(
        "UPDATE message_queue SET state = 'failed', payload = '', claimed_until = NULL, last_error = ?, done_at = ? WHERE id = ?",
      )
      .run(error.slice(0, 500), now, id)
  }

  async nextMessageAt(channels: readonly QueuedMessage['channel'][]): Promise<number | null> {
    if (channels.length === 0) return null
    const row = this.database.db
      .prepare(
        `SELECT MIN(MAX(next_at, COALESCE(claimed_until, 0))) AS at FROM message_queue
         WHERE state = 'queued' AND channel IN (${channels.map(() => '?').join(', ')})`,
      )
      .get(...channels) as { at: number | null }
    return row.at
  }

  async queuedMessages(limit: number): Promise<QueuedMessage[]> {
    const rows = this.database.db
      .prepare('SELECT * FROM message_queue ORDER BY id DESC LIMIT ?')
      .all(limit) as QueuedMessageRow[]
    return rows.map((row) => openedMessage(row, this.database.box))
  }

  async sweep(now: number): Promise<void> {
    this.database
      .prepare("DELETE FROM message_queue WHERE state != 'queued' AND done_at + ? <= ?")
      .run(MESSAGE_KEEP_MS, now)
  }
}

/**
 * The message queue on PostgreSQL: a message is leased with `FOR UPDATE SKIP LOCKED`, so that
 * workers on several instances each take a different due message, never the same one twice.
 */
export class PgMessageStore implements MessageStore {
  constructor(private readonly database: PgDatabase) {}

  async enqueueMessage(
    message: { channel: QueuedMessage['channel']; key: string | null; payload: string },
    now: number,
  ): Promise<QueuedMessage | null> {
    const row = await this.database.row<QueuedMessageRow>(
      `INSERT INTO message_queue (channel, key, payload, state, created_at, next_at)
       VALUES ($1, $2, $3, 'queued', $4, $4)
       ON CONFLICT (key) DO NOTHING RETURNING *`,
      [message.channel, message.key, this.database.box.seal(message.payload, sealedIn(message.channel)), now],
    )
    return row ? { ...queuedMessageOf(row), payload: message.payload } : null
  }

  async claimMessage(
    channels: readonly QueuedMessage['channel'][],
    now: number,
    leaseMs: number,
  ): Promise<QueuedMessage | null> {
    if (channels.length === 0) return null
    for (;;) {
      const claimed = await this.database.row<QueuedMessageRow>(
        `UPDATE message_queue SET claimed_until = $3, attempts = attempts + 1
         WHERE id = (
           SELECT id FROM message_queue WHERE state = 'queued' AND next_at <= $1
             AND (claimed_until IS NULL OR claimed_until <= $1) AND channel = ANY($2)
           ORDER BY next_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
         ) RETURNING *`,
        [now, channels, now + leaseMs],
      )
      if (!claimed) return null
      const payload = this.database.box.open(claimed.payload, sealedIn(claimed.channel))
      if (payload !== null) return { ...queuedMessageOf(claimed), payload }
      await this.messageFailed(
        claimed.id,
        now,
        'the queued message cannot be opened (SESSION_SECRET changed?)',
      )
      this.database.log('Messaggio in coda illeggibile: non inviato', { id: claimed.id })
    }
  }

  async messageSent(id: number, now: number): Promise<void> {
    await this.database.run(
      "UPDATE message_queue SET state = 'sent', payload = '', claimed_until = NULL, last_error = NULL, done_at = $1 WHERE id = $2",
      [now, id],
    )
  }

  async messageRetry(id: number, nextAt: number, error: string): Promise<void> {
    await this.database.run(
      'UPDATE message_queue SET next_at = $1, claimed_until = NULL, last_error = $2 WHERE id = $3',
      [nextAt, error.slice(0, 500), id],
    )
  }

  async messageFailed(id: number, now: number, error: string): Promise<void> {
    await this.database.run(
      "UPDATE message_queue SET state = 'failed', payload = '', claimed_until = NULL, last_error = $1, done_at = $2 WHERE id = $3",
      [error.slice(0, 500), now, id],
    )
  }

  async nextMessageAt(channels: readonly QueuedMessage['channel'][]): Promise<number | null> {
    if (channels.length === 0) return null
    const row = await this.database.row<{ at: number | null }>(
      `SELECT MIN(GREATEST(next_at, COALESCE(claimed_until, 0))) AS at FROM message_queue
       WHERE state = 'queued' AND channel = ANY($1)`,
      [channels],
    )
    return row?.at ?? null
  }

  async queuedMessages(limit: number): Promise<QueuedMessage[]> {
    const rows = await this.database.rows<QueuedMessageRow>(
      'SELECT * FROM message_queue ORDER BY id DESC LIMIT $1',
      [limit],
    )
    return rows.map((row) => openedMessage(row, this.database.box))
  }

  async sweep(now: number): Promise<void> {
    await this.database.run("DELETE FROM message_queue WHERE state <> 'queued' AND done_at + $1 <= $2", [
      MESSAGE_KEEP_MS,
      now,
    ])
  }
}

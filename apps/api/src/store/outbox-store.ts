import type { PgDatabase } from './pg-database'
import type { ShopDatabase } from './shop-database'

/** A mail or SMS the embedded demo shop kept instead of sending it (no transport: the outbox). */
export interface OutboxMessage {
  id: number
  channel: 'email' | 'sms'
  to: string
  subject: string
  body: string
  createdAt: number
}

/** The demo outbox: what the embedded emulator's shop would have sent (never used with a real store). */
export interface OutboxStore {
  addOutbox(message: Omit<OutboxMessage, 'id' | 'createdAt'>, now: number): Promise<OutboxMessage>
  outbox(limit: number): Promise<OutboxMessage[]>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT, channel TEXT NOT NULL, recipient TEXT NOT NULL, subject TEXT NOT NULL,
  body TEXT NOT NULL, created_at INTEGER NOT NULL
);
`

interface OutboxRow {
  id: number
  channel: 'email' | 'sms'
  recipient: string
  subject: string
  body: string
  created_at: number
}

const outboxMessageOf = (r: OutboxRow): OutboxMessage => ({
  id: r.id,
  channel: r.channel,
  to: r.recipient,
  subject: r.subject,
  body: r.body,
  createdAt: r.created_at,
})

export class SqliteOutboxStore implements OutboxStore {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
  }

  async addOutbox(message: Omit<OutboxMessage, 'id' | 'createdAt'>, now: number): Promise<OutboxMessage> {
    const row = this.database.db
      .prepare(
        'INSERT INTO outbox (channel, recipient, subject, body, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
      )
      .get(message.channel, message.to, message.subject, message.body, now) as { id: number }
    return { ...message, id: row.id, createdAt: now }
  }

  async outbox(limit: number): Promise<OutboxMessage[]> {
    const rows = this.database
      .prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?')
      .all(limit) as unknown as OutboxRow[]
    return rows.map(outboxMessageOf)
  }
}

/** The demo outbox on PostgreSQL. */
export class PgOutboxStore implements OutboxStore {
  constructor(private readonly database: PgDatabase) {}

  async addOutbox(message: Omit<OutboxMessage, 'id' | 'createdAt'>, now: number): Promise<OutboxMessage> {
    const row = await this.database.row<{ id: number }>(
      'INSERT INTO outbox (channel, recipient, subject, body, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [message.channel, message.to, message.subject, message.body, now],
    )
    return { ...message, id: row?.id ?? 0, createdAt: now }
  }

  async outbox(limit: number): Promise<OutboxMessage[]> {
    const rows = await this.database.rows<OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT $1', [
      limit,
    ])
    return rows.map(outboxMessageOf)
  }
}

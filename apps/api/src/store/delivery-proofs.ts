import type { PgDatabase } from './pg-database'
import type { ShopDatabase } from './shop-database'

/** A proof of delivery: the signature drawn on the driver's phone, or the photo taken at the door. */
export interface DeliveryProof {
  orderId: number
  kind: 'signature' | 'photo'
  /** image/png or image/jpeg. */
  contentType: string
  data: Buffer
  /** When the driver recorded it (epoch ms, the phone's instant as the API accepted it). */
  recordedAt: number
  /** The driver's WooCommerce account. */
  driverId: number
}

/**
 * The proofs of delivery (issue 26), one per order, kept for disputes. Not sealed: a proof must
 * outlive a new SESSION_SECRET (sealed values become unreadable then), and it is no credential; the
 * SQLite file is 0600 like every other, and only operators read a proof back.
 */
export interface DeliveryProofs {
  /** Keeps the order's proof; the first one stays (a replayed action sends the same). */
  saveProof(proof: DeliveryProof): Promise<void>
  proofOf(orderId: number): Promise<DeliveryProof | null>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS delivery_proofs (
  order_id INTEGER PRIMARY KEY, kind TEXT NOT NULL, content_type TEXT NOT NULL, data BLOB NOT NULL,
  recorded_at INTEGER NOT NULL, driver_id INTEGER NOT NULL
);
`

interface ProofRow {
  order_id: number | string
  kind: string
  content_type: string
  data: Buffer | Uint8Array
  recorded_at: number | string
  driver_id: number | string
}

const proofOf = (row: ProofRow): DeliveryProof => ({
  orderId: Number(row.order_id),
  kind: row.kind === 'photo' ? 'photo' : 'signature',
  contentType: row.content_type,
  data: Buffer.from(row.data),
  recordedAt: Number(row.recorded_at),
  driverId: Number(row.driver_id),
})

export class SqliteDeliveryProofs implements DeliveryProofs {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
  }

  async saveProof(proof: DeliveryProof): Promise<void> {
    this.database
      .prepare(
        `INSERT INTO delivery_proofs (order_id, kind, content_type, data, recorded_at, driver_id)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(order_id) DO NOTHING`,
      )
      .run(proof.orderId, proof.kind, proof.contentType, proof.data, proof.recordedAt, proof.driverId)
  }

  async proofOf(orderId: number): Promise<DeliveryProof | null> {
    const row = this.database.prepare('SELECT * FROM delivery_proofs WHERE order_id = ?').get(orderId) as
      | ProofRow
      | undefined
    return row ? proofOf(row) : null
  }
}

export class PgDeliveryProofs implements DeliveryProofs {
  constructor(private readonly database: PgDatabase) {}

  async saveProof(proof: DeliveryProof): Promise<void> {
    await this.database.run(
      `INSERT INTO delivery_proofs (order_id, kind, content_type, data, recorded_at, driver_id)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (order_id) DO NOTHING`,
      [proof.orderId, proof.kind, proof.contentType, proof.data, proof.recordedAt, proof.driverId],
    )
  }

  async proofOf(orderId: number): Promise<DeliveryProof | null> {
    const row = await this.database.row<ProofRow>('SELECT * FROM delivery_proofs WHERE order_id = $1', [
      orderId,
    ])
    return row ? proofOf(row) : null
  }
}

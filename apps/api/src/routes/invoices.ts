import { invoiceRequestSchema } from '@shop/forms'
import type { Hono } from 'hono'
import { ADMIN_MSG } from '../admin/admin-messages'
import { notFound } from '../http/api-error'
import { readBody, readId } from '../http/validate'
import { INVOICE_PROFILE_META_KEY, invoiceMetaEntry, readInvoiceMeta } from '../invoices/invoice-request'
import { issueFatturaPa } from '../invoices/issue-invoice'
import { shopRoute } from '../orders/shop-failure'
import { requireSession, requireStaff } from '../security/session'
import type { AppEnv, ServerDeps } from '../server-deps'

/**
 * Invoices for businesses (issue 27).
 *
 * GET  /api/account/invoice-profile → { profile: InvoiceRequest | null }: the invoice data the
 *      logged-in customer keeps on the account (customer meta `shop_invoice_profile`), which
 *      pre-fill the checkout's 'Richiedo la fattura'
 * PUT  /api/account/invoice-profile InvoiceRequest (@shop/forms invoiceRequestSchema) →
 *      { profile }; 400 with the Italian field errors, nothing saved
 * GET  /api/admin/orders/:id/invoice.xml (staff only) → the order's FatturaPA 1.2 XML
 *      (application/xml, a download named as the SdI expects); 409 invoice_not_requested,
 *      order_not_paid, seller_missing or invoice_not_possible with an Italian message; the
 *      invoice's number is given at the first export and kept (invoices/issue-invoice.ts)
 */
export function invoiceRoutes(app: Hono<AppEnv>, deps: ServerDeps): void {
  app.get(
    '/api/account/invoice-profile',
    shopRoute(deps, 'invoice profile', async (c) => {
      const session = requireSession(c)
      const customer = await deps.woo.getCustomer(session.userId)
      c.header('Cache-Control', 'no-store')
      return c.json({ profile: readInvoiceMeta(customer?.meta_data, INVOICE_PROFILE_META_KEY) })
    }),
  )

  app.put(
    '/api/account/invoice-profile',
    shopRoute(deps, 'invoice profile', async (c) => {
      const session = requireSession(c)
      const profile = await readBody(c, invoiceRequestSchema)
      const customer = await deps.woo.updateCustomer(session.userId, {
        meta_data: [invoiceMetaEntry(INVOICE_PROFILE_META_KEY, profile)],
      })
      return c.json({ profile: readInvoiceMeta(customer.meta_data, INVOICE_PROFILE_META_KEY) ?? profile })
    }),
  )

  app.get(
    '/api/admin/orders/:id/invoice.xml',
    shopRoute(deps, 'admin: invoice', async (c) => {
      requireStaff(c)
      const id = readId(c, 'id', ADMIN_MSG.invalidOrderId)
      const order = await deps.woo.getOrder(id)
      if (!order) throw notFound(ADMIN_MSG.orderNotFound)
      const issued = await issueFatturaPa(deps, order)
      return c.body(issued.xml, 200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Content-Disposition': `attachment; filename="${issued.fileName}"`,
        'Cache-Control': 'no-store',
        'X-Invoice-Number': `${issued.invoice.number}/${issued.invoice.year}`,
      })
    }),
  )
}

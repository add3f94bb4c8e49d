/**
 * pay-page.tsx's import while another branch changes that page: the order's lines and bank details
 * are shared now (lib/orders/order-lines.tsx, the order page shows them too). Import from there.
 */
export { BankTransfer, OrderLines } from '../../lib/orders/order-lines'

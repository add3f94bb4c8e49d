/**
 * The customer service's phone and hours, for screens beyond the information pages (the order
 * page's 'after the cut-off, call us'). The facts themselves stay with the pages that show them
 * all (features/info/shop-facts.ts, demo values until the shop's real ones are set there), so
 * there is one place to change them.
 */
export { CONTACT_PHONE, CUSTOMER_SERVICE_HOURS } from '../features/info/shop-facts'

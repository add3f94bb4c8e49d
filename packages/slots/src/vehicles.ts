/**
 * A van's name, as @shop/zones lists them in VEHICLES: re-exported as a type only, so that
 * @shop/slots loads no code of @shop/zones.
 */
export type { Vehicle } from '@shop/zones'

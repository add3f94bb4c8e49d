/**
 * A van's name, as `@shop/zones` lists them in VEHICLES: re-exported as a type only, so that
 * loading this package loads no code of `@shop/zones`.
 */
export type { Vehicle } from '@shop/zones'

/** The shop's vans, as @shop/zones lists them (SPEC.md section 9): re-exported, never copied. */
export { VEHICLES, type Vehicle } from '@shop/zones'

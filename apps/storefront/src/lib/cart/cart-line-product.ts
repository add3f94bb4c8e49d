/** What the cart keeps of a product besides id, price, quantity and category: enough to show the line. */
export interface CartLineProduct {
  name: string
  slug: string
  image?: string
  packSize?: number | null
  /** The category's colour, for the line's accent. */
  color?: string
}

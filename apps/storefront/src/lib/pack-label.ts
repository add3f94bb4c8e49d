/** The pack size as the shop writes it: 'Confezione da 6'; nothing for single items or no size. */
export function packLabel(packSize: number | null): string | null {
  return packSize !== null && packSize > 1 ? `Confezione da ${packSize}` : null
}

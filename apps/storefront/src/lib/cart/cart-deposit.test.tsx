import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { cartDeposit, DepositLines } from './cart-deposit'

const CRATE = {
  empties: [
    { kind: 'bottiglia' as const, count: 12, depositCents: 20 },
    { kind: 'cassa' as const, count: 1, depositCents: 300 },
  ],
}

describe('the cart’s deposit', () => {
  it('counts the empties of each returnable line, and nothing for the others or the unknown', () => {
    const deposit = cartDeposit(
      [
        { id: 1, quantity: 2 },
        { id: 2, quantity: 5 },
        { id: 3, quantity: 1 },
      ],
      (id) => (id === 1 ? CRATE : id === 2 ? null : undefined),
    )
    expect(deposit.totalCents).toBe(1080)
    expect(deposit.lines.map((line) => [line.label, line.count, line.totalCents])).toEqual([
      ['Cauzione vuoti: bottiglie', 24, 480],
      ['Cauzione vuoti: casse', 2, 600],
    ])
  })

  it('shows each kind on its own line, the credit taken off, outside the VAT', () => {
    const deposit = cartDeposit([{ id: 1, quantity: 2 }], () => CRATE)
    render(<DepositLines deposit={deposit} creditCents={240} />)
    const lines = screen.getAllByTestId('deposit-line').map((line) => line.textContent?.replace(/\s/g, ' '))
    expect(lines).toEqual([
      'Cauzione vuoti: bottiglie (24 × 0,20 €)4,80 €',
      'Cauzione vuoti: casse (2 × 3,00 €)6,00 €',
    ])
    expect(screen.getByTestId('deposit-credit').textContent?.replace(/\s/g, ' ')).toBe(
      'Vuoti resi: credito−2,40 €',
    )
    expect(screen.getByText(/fuori campo IVA/)).toBeTruthy()
  })

  it('shows nothing without a deposit', () => {
    const { container } = render(<DepositLines deposit={cartDeposit([{ id: 1, quantity: 1 }], () => null)} />)
    expect(container.textContent).toBe('')
  })
})

/** The address fields both the account and an order show (the API's field names). */
export interface PostalAddressFields {
  firstName: string
  lastName: string
  company?: string
  address1: string
  address2?: string
  postcode: string
  city: string
  province?: string
  phone?: string
}

/** An address as a letter has it: name, company, street, CAP town (province), then the phone. */
export function PostalAddress({ address: a }: { address: PostalAddressFields }) {
  return (
    <address>
      {`${a.firstName} ${a.lastName}`.trim()}
      {a.company ? (
        <>
          <br />
          {a.company}
        </>
      ) : null}
      <br />
      {a.address1}
      {a.address2 ? `, ${a.address2}` : ''}
      <br />
      {[a.postcode, a.city, a.province ? `(${a.province})` : ''].join(' ').trim()}
      {a.phone ? (
        <>
          <br />
          Tel. {a.phone}
        </>
      ) : null}
    </address>
  )
}

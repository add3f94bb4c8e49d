/**
 * The HTML of the shop's e-mails: a 600-pixel table layout with inline CSS (what Gmail, Outlook
 * and Apple Mail all render), every text escaped. Callers pass plain text everywhere; only this
 * module writes markup.
 */

/** Text as HTML: & < > " ' escaped, so a customer's `<script>` note shows as text. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** Escaped text with its line breaks kept (a note, an address). */
const multiline = (text: string) => escapeHtml(text).replaceAll('\n', '<br>')

const FONT = 'font-family:Helvetica,Arial,sans-serif;color:#1f2933;font-size:15px;line-height:1.5'
const CELL = 'padding:6px 0;border-bottom:1px solid #e4e7eb;vertical-align:top'

/** One block of the mail's body. */
export type MailBlock =
  | { kind: 'paragraph'; text: string; strong?: boolean }
  | { kind: 'link'; label: string; href: string }
  /** A box that stands out (what to do next: the bank details, the pay link). */
  | { kind: 'callout'; lines: string[]; link?: { label: string; href: string } }
  /** Label/value rows (delivery, address, note, payment). */
  | { kind: 'facts'; rows: { label: string; value: string }[] }
  /** The order's lines, an optional rounding line, the total and the VAT it includes (omitted when none). */
  | {
      kind: 'lines'
      rows: { label: string; amount: string }[]
      rounding: string | null
      total: string
      tax: string | null
    }

const MUTED = ';color:#52606d'

function totalRow(label: string, amount: string, style: string): string {
  return `<tr><td style="padding:6px 0;${FONT}${style}">${escapeHtml(label)}</td><td align="right" style="padding:6px 0;${FONT};white-space:nowrap${style}">${escapeHtml(amount)}</td></tr>`
}

function button(label: string, href: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:12px 0"><tr><td style="background:#b91c1c;border-radius:6px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;${FONT};color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a></td></tr></table>`
}

function block(b: MailBlock): string {
  switch (b.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 12px;${FONT}${b.strong ? ';font-weight:bold' : ''}">${multiline(b.text)}</p>`
    case 'link':
      return button(b.label, b.href)
    case 'callout':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 16px"><tr><td style="background:#fef3c7;border-left:4px solid #d97706;padding:12px 16px;${FONT}">${b.lines
        .map((line) => `<div>${multiline(line)}</div>`)
        .join('')}${b.link ? button(b.link.label, b.link.href) : ''}</td></tr></table>`
    case 'facts':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px">${b.rows
        .map(
          (row) =>
            `<tr><td width="175" style="${CELL};${FONT};color:#52606d;padding-right:12px">${escapeHtml(row.label)}</td><td style="${CELL};${FONT}">${multiline(row.value)}</td></tr>`,
        )
        .join('')}</table>`
    case 'lines':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px">${[
        ...b.rows.map(
          (row) =>
            `<tr><td style="${CELL};${FONT}">${escapeHtml(row.label)}</td><td align="right" style="${CELL};${FONT};white-space:nowrap">${escapeHtml(row.amount)}</td></tr>`,
        ),
        ...(b.rounding ? [totalRow('Arrotondamento', b.rounding, MUTED)] : []),
        totalRow('Totale', b.total, ';font-weight:bold;font-size:17px'),
        ...(b.tax ? [totalRow('di cui IVA', b.tax, MUTED)] : []),
      ].join('')}</table>`
  }
}

/** A whole e-mail in HTML: the brand on top, the title, the blocks, the footer. */
export function mailHtml(parts: {
  brand: string
  title: string
  blocks: MailBlock[]
  footer: string
}): string {
  const { brand, title, blocks, footer } = parts
  return `<!DOCTYPE html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="background:#7f1d1d;border-radius:8px 8px 0 0;padding:16px 24px;font-family:Helvetica,Arial,sans-serif;font-size:20px;font-weight:bold;color:#ffffff">${escapeHtml(brand)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-family:Helvetica,Arial,sans-serif;font-size:22px;line-height:1.3;color:#1f2933">${escapeHtml(title)}</h1>
${blocks.map(block).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4e7eb;font-family:Helvetica,Arial,sans-serif;font-size:13px;color:#7b8794">${multiline(footer)}</td></tr>
</table>
</td></tr></table>
</body></html>
`
}

/** The same blocks as plain text (the text/plain part). */
export function mailText(parts: { title: string; blocks: MailBlock[]; footer: string }): string {
  const out: string[] = [parts.title, '']
  for (const b of parts.blocks) {
    switch (b.kind) {
      case 'paragraph':
        out.push(b.text, '')
        break
      case 'link':
        out.push(`${b.label}: ${b.href}`, '')
        break
      case 'callout':
        out.push(...b.lines, ...(b.link ? [`${b.link.label}: ${b.link.href}`] : []), '')
        break
      case 'facts':
        out.push(...b.rows.map((row) => `${row.label}: ${row.value.replaceAll('\n', ', ')}`), '')
        break
      case 'lines':
        out.push(
          ...b.rows.map((row) => `- ${row.label}: ${row.amount}`),
          ...(b.rounding ? [`Arrotondamento: ${b.rounding}`] : []),
          `Totale: ${b.total}${b.tax ? ` (di cui IVA ${b.tax})` : ''}`,
          '',
        )
        break
    }
  }
  out.push('-- ', parts.footer)
  return out.join('\n')
}

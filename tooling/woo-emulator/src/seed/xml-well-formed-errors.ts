/**
 * Why a piece of XML is not well-formed, or [] when it is: one root element, every tag closed in
 * order, attributes quoted and not repeated, '&' only in entities, no '<' in text. A small checker
 * for the generated SVGs (Node has no DOMParser); enough for documents without DTDs or CDATA.
 */
export function xmlWellFormedErrors(xml: string): string[] {
  const errors: string[] = []
  const entity = /^&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/
  const checkText = (text: string, where: string) => {
    if (text.includes('<')) errors.push(`'<' in ${where}`)
    for (let i = text.indexOf('&'); i >= 0; i = text.indexOf('&', i + 1)) {
      if (!entity.test(text.slice(i))) errors.push(`bare '&' in ${where}: ${text.slice(i, i + 12)}`)
    }
  }
  const stack: string[] = []
  let roots = 0
  let position = 0
  const tag = /<(\/?)([A-Za-z_][\w.:-]*)([^<>]*?)(\/?)>|<!--[\s\S]*?-->/g
  for (let match = tag.exec(xml); match; match = tag.exec(xml)) {
    const text = xml.slice(position, match.index)
    if (stack.length === 0 && text.trim() !== '')
      errors.push(`text outside the root element: ${text.trim().slice(0, 20)}`)
    checkText(text, 'text')
    position = match.index + match[0].length
    if (match[0].startsWith('<!--')) continue
    const [, closing, name = '', attributes = '', selfClosing] = match
    if (closing) {
      if (attributes.trim() !== '' || selfClosing) errors.push(`malformed closing tag </${name}>`)
      const open = stack.pop()
      if (open !== name) errors.push(`</${name}> closes <${open ?? 'nothing'}>`)
      continue
    }
    if (stack.length === 0 && ++roots > 1) errors.push(`a second root element <${name}>`)
    const names = new Set<string>()
    const attribute = /\s+([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/y
    let at = 0
    while (at < attributes.length) {
      attribute.lastIndex = at
      const found = attribute.exec(attributes)
      if (!found) {
        if (attributes.slice(at).trim() !== '')
          errors.push(`malformed attributes in <${name}>: ${attributes.slice(at, at + 30)}`)
        break
      }
      const attributeName = found[1] ?? ''
      if (names.has(attributeName)) errors.push(`attribute ${attributeName} repeated in <${name}>`)
      names.add(attributeName)
      checkText(found[3] ?? found[4] ?? '', `attribute ${attributeName}`)
      at = attribute.lastIndex
    }
    if (!selfClosing) stack.push(name)
  }
  const rest = xml.slice(position)
  if (rest.trim() !== '') errors.push(`text after the last tag: ${rest.trim().slice(0, 20)}`)
  if (rest.includes('<') || rest.includes('>')) errors.push('unterminated tag')
  if (stack.length > 0) errors.push(`unclosed <${stack.join('>, <')}>`)
  if (roots === 0) errors.push('no root element')
  return errors
}

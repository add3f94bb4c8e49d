/**
 * The FatturaPA 1.2.2 schema check of the tests: libxml2's xmllint compiled to WebAssembly
 * (xmllint-wasm, offline), on the official XSD kept in src/invoices/xsd/ (SOURCE.md there).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { validateXML } from 'xmllint-wasm'

const XSD_DIR = join(import.meta.dirname, '../src/invoices/xsd')
const SCHEMA_FILE = 'Schema_del_file_xml_FatturaPA_v1.2.2.xsd'
const DSIG_FILE = 'xmldsig-core-schema.xsd'

let files: { schema: string; dsig: string } | undefined
const schemaFiles = () => {
  files ??= {
    // The file starts with a byte-order mark, which xmllint-wasm's in-memory files need not carry.
    schema: readFileSync(join(XSD_DIR, SCHEMA_FILE), 'utf8').replace(/^\uFEFF/, ''),
    dsig: readFileSync(join(XSD_DIR, DSIG_FILE), 'utf8'),
  }
  return files
}

/** The schema's complaints about `xml` (an empty list: valid). */
export async function fatturaPaErrors(xml: string): Promise<string[]> {
  const { schema, dsig } = schemaFiles()
  const result = await validateXML({
    xml: { fileName: 'fattura.xml', contents: xml },
    schema: { fileName: SCHEMA_FILE, contents: schema },
    preload: [{ fileName: DSIG_FILE, contents: dsig }],
  })
  return result.valid ? [] : result.errors.map((error) => error.rawMessage)
}

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const SCHEMA_DIRECTORY = fileURLToPath(new URL('../fixtures/cii-d16b/', import.meta.url));
const MAIN = 'CrossIndustryInvoice_100pD16B.xsd';
const IMPORTED = [
  'CrossIndustryInvoice_QualifiedDataType_100pD16B.xsd',
  'CrossIndustryInvoice_ReusableAggregateBusinessInformationEntity_100pD16B.xsd',
  'CrossIndustryInvoice_UnqualifiedDataType_100pD16B.xsd',
];

const read = async (fileName: string) => ({
  fileName,
  contents: await readFile(`${SCHEMA_DIRECTORY}${fileName}`, 'utf8'),
});

/** The schema's files, read once. */
let schemas: Promise<[XsdFile, ...XsdFile[]]> | undefined;
type XsdFile = { fileName: string; contents: string };

/**
 * What libxml2 finds wrong with `xml` against the CII D16B schema EN 16931 binds its CII syntax to: an empty list for
 * a valid document, else each error as 'line: message'.
 */
export async function ciiSchemaErrors(xml: string): Promise<string[]> {
  schemas ??= Promise.all([read(MAIN), ...IMPORTED.map(read)]);
  const [main, ...imported] = await schemas;
  const result = await validateXML({
    xml: [{ fileName: 'e-invoice.xml', contents: xml }],
    schema: [main],
    preload: imported,
  });
  return result.errors.map((error) => `${error.loc?.lineNumber ?? '?'}: ${error.message}`);
}
